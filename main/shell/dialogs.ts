import { app, dialog } from 'electron';
import type { BrowserWindow, FileFilter } from 'electron';
import { join } from 'node:path';
import { appTranslators } from '../core/i18n/app-texts';
import type { AppTranslate } from '../core/i18n/app-texts';

const english = appTranslators('en');

/** Dialog filters take extensions without the dot. */
export function fileFilters(extensions: readonly string[], t: AppTranslate = english): FileFilter[] {
  const bare = extensions.map((extension) => extension.replace(/^\./, '').toLowerCase()).filter((extension) => extension.length > 0);
  if (bare.length === 0) return [];
  return [{ name: t('dialog.supportedFiles', { extensions: bare.map((extension) => `.${extension}`).join(', ') }), extensions: bare }];
}

export async function showOpenFilesDialog(
  window: BrowserWindow | null,
  options: { title: string; extensions: readonly string[] },
  t: AppTranslate = english,
): Promise<string[]> {
  const dialogOptions = {
    title: options.title,
    properties: ['openFile', 'multiSelections'] as ('openFile' | 'multiSelections')[],
    filters: fileFilters(options.extensions, t),
  };
  const result = window ? await dialog.showOpenDialog(window, dialogOptions) : await dialog.showOpenDialog(dialogOptions);
  return result.canceled ? [] : result.filePaths;
}

export async function showSaveFileDialog(
  window: BrowserWindow | null,
  options: { suggestedName: string; defaultDir: string | null; extensions: readonly string[] },
  t: AppTranslate = english,
): Promise<string | null> {
  const dialogOptions = {
    title: t('dialog.saveAs'),
    defaultPath: join(options.defaultDir ?? app.getPath('downloads'), options.suggestedName),
    filters: fileFilters(options.extensions, t),
    properties: ['createDirectory', 'showOverwriteConfirmation'] as ('createDirectory' | 'showOverwriteConfirmation')[],
  };
  const result = window ? await dialog.showSaveDialog(window, dialogOptions) : await dialog.showSaveDialog(dialogOptions);
  return result.canceled || !result.filePath ? null : result.filePath;
}

export async function showChooseFolderDialog(
  window: BrowserWindow | null,
  options: { title: string; defaultDir: string | null },
): Promise<string | null> {
  const dialogOptions = {
    title: options.title,
    defaultPath: options.defaultDir ?? app.getPath('downloads'),
    properties: ['openDirectory', 'createDirectory'] as ('openDirectory' | 'createDirectory')[],
  };
  const result = window ? await dialog.showOpenDialog(window, dialogOptions) : await dialog.showOpenDialog(dialogOptions);
  return result.canceled ? null : (result.filePaths[0] ?? null);
}
