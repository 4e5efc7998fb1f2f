import type { IpcHandlers } from '../ipc-router';
import { createAppHandlers } from './app-handlers';
import { createExtractHandlers } from './extract-handlers';
import { createFileHandlers } from './file-handlers';
import { createFontHandlers } from './font-handlers';
import type { HandlerDeps } from './handler-deps';
import { SavedPaths } from './handler-deps';
import { createPreviewHandlers } from './preview-handlers';
import { createTaskHandlers } from './task-handlers';
import { createThumbnailHandlers } from './thumbnail-handlers';
import { createTranslationHandlers } from './translation-handlers';
import { createRecipeHandlers } from './recipe-handlers';
import { createWatchHandlers } from './watch-handlers';

export function createIpcHandlers(deps: HandlerDeps): IpcHandlers {
  const saved = new SavedPaths();
  return {
    ...createAppHandlers(deps),
    ...createFileHandlers(deps, saved),
    ...createTaskHandlers(deps, saved),
    ...createPreviewHandlers(deps, saved),
    ...createExtractHandlers(deps, saved),
    ...createFontHandlers(deps),
    ...createThumbnailHandlers(deps),
    ...createTranslationHandlers(deps),
    ...createRecipeHandlers(deps),
    ...createWatchHandlers(deps),
  };
}
