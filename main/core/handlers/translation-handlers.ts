import type { IpcHandlers } from '../ipc-router';
import type { HandlerDeps } from './handler-deps';

type TranslationHandlers = Pick<IpcHandlers, 'translation:providers' | 'translation:setProvider'>;

export function createTranslationHandlers(deps: HandlerDeps): TranslationHandlers {
  return {
    'translation:providers': () => deps.translation.info(),
    'translation:setProvider': (change) => deps.translation.set(change),
  };
}
