import { basename } from 'node:path';
import { shell } from 'electron';
import type { BrowserWindow } from 'electron';
import type { Platform } from '../core/platform';
import { ServiceError } from '../core/service-client/service-error';
import type { AppTranslate } from '../core/i18n/app-texts';
import { showChooseFolderDialog, showOpenFilesDialog, showSaveFileDialog } from './dialogs';

export function createElectronPlatform(options: {
  getWindow(): BrowserWindow | null;
  notify: Platform['notifyTaskFinished'];
  /** The dialogs' own words (the save dialog's title, the filter's name) in the app's current language. */
  t: AppTranslate;
}): Platform {
  const { t } = options;
  return {
    transport: 'electron',
    pickFiles: (request) => showOpenFilesDialog(options.getWindow(), request, t),
    chooseSavePath: (request) => showSaveFileDialog(options.getWindow(), request, t),
    chooseFolder: (request) => showChooseFolderDialog(options.getWindow(), request),
    showInFolder: (path) => {
      shell.showItemInFolder(path);
      return Promise.resolve();
    },
    openPath: async (path) => {
      // shell.openPath resolves with an error message ('' on success) rather than rejecting.
      const problem = await shell.openPath(path);
      if (problem) throw new ServiceError({ code: 'open_failed', message: t('dialog.openFailed', { name: basename(path), problem }) });
    },
    notifyTaskFinished: (notice) => options.notify(notice),
  };
}
