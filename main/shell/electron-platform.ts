import { shell } from 'electron';
import type { BrowserWindow } from 'electron';
import type { Platform } from '../core/platform';
import { showChooseFolderDialog, showOpenFilesDialog, showSaveFileDialog } from './dialogs';

export function createElectronPlatform(options: { getWindow(): BrowserWindow | null; notify: Platform['notifyTaskFinished'] }): Platform {
  return {
    transport: 'electron',
    pickFiles: (request) => showOpenFilesDialog(options.getWindow(), request),
    chooseSavePath: (request) => showSaveFileDialog(options.getWindow(), request),
    chooseFolder: (request) => showChooseFolderDialog(options.getWindow(), request),
    showInFolder: (path) => {
      shell.showItemInFolder(path);
      return Promise.resolve();
    },
    notifyTaskFinished: (notice) => options.notify(notice),
  };
}
