import { sleep as sleepOrAbort } from '../../../shared/retry';
import { abortedError } from './service-error';

/** The shared sleep, rejecting with the `aborted` ServiceError when the signal fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return sleepOrAbort(ms, signal, abortedError);
}
