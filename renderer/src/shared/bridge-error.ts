import type { DeckhandError } from '../../../shared/contract/bridge';
import { failureFields } from '../../../shared/contract/error-codes';

/**
 * Every bridge failure as an Error with a code. The Electron preload rejects with a plain `{code, message}`
 * object (contextBridge would strip `code` from an Error); the web bridge rejects with a real DeckhandError.
 */
export function asDeckhandError(reason: unknown): DeckhandError {
  if (reason instanceof Error) {
    const code = (reason as Partial<DeckhandError>).code;
    return Object.assign(reason, { code: typeof code === 'string' ? code : 'internal_error' });
  }
  if (typeof reason === 'object' && reason !== null) {
    const { code, message } = reason as { code?: unknown; message?: unknown };
    return Object.assign(
      new Error(typeof message === 'string' ? message : 'Something went wrong.'),
      { code: typeof code === 'string' ? code : 'internal_error' },
      failureFields(reason),
    );
  }
  return Object.assign(new Error(typeof reason === 'string' ? reason : 'Something went wrong.'), { code: 'internal_error' });
}

/** A bridge call whose failure, whichever transport carried it, is a DeckhandError (for react-query's `error`). */
export async function bridged<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (reason) {
    throw asDeckhandError(reason);
  }
}
