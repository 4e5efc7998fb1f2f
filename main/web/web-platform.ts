import type { Platform } from '../core/platform';

/**
 * The browser has no native dialogs here: files arrive through PUT /api/stage, results leave as browser
 * downloads (no chooseSavePath / showInFolder), and a finished task reaches the page as its `task:update`
 * event, which the renderer may show as an in-app toast.
 */
export function createWebPlatform(): Platform {
  return {
    transport: 'web',
    pickFiles: () => Promise.resolve([]),
    notifyTaskFinished: () => undefined,
  };
}
