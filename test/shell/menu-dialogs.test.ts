import { fake } from './electron-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { fileFilters, showOpenFilesDialog, showSaveFileDialog } from '../../main/shell/dialogs';
import { createElectronPlatform } from '../../main/shell/electron-platform';
import { appMenuTemplate } from '../../main/shell/menu';
import { appTranslators } from '../../main/core/i18n/app-texts';

const en = appTranslators('en');

beforeEach(() => {
  fake.dialog.showOpenDialog.mockClear();
  fake.dialog.showSaveDialog.mockClear();
});

describe('app menu', () => {
  it('has Open Files… (Ctrl/Cmd+O) and the standard roles', () => {
    const openFiles = vi.fn();
    const template = appMenuTemplate({ isMac: false, openFiles, t: en });
    const file = template.find((item) => item.label === 'File');
    const open = (file?.submenu as MenuItemConstructorOptions[])[0];
    expect(open).toMatchObject({ label: 'Open Files…', accelerator: 'CmdOrCtrl+O' });
    (open?.click as () => void)();
    expect(openFiles).toHaveBeenCalledOnce();
    expect(template.map((item) => item.role ?? item.label)).toEqual(['File', 'editMenu', 'viewMenu', 'windowMenu']);
    expect(template.map((item) => item.label)).toEqual(['File', 'Edit', 'View', 'Window']);
    expect(appMenuTemplate({ isMac: true, openFiles, t: en }).map((item) => item.role ?? item.label)[0]).toBe('appMenu');
  });
});

describe('dialogs', () => {
  it('filters the open dialog by the tool’s extensions and returns the picked paths', async () => {
    fake.dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: ['/d/a.pptx', '/d/b.pptx'] });
    await expect(showOpenFilesDialog(null, { title: 'Choose decks', extensions: ['.pptx'] })).resolves.toEqual(['/d/a.pptx', '/d/b.pptx']);
    expect(fake.dialog.showOpenDialog).toHaveBeenCalledWith({
      title: 'Choose decks',
      properties: ['openFile', 'multiSelections'],
      filters: [{ name: 'Supported files (.pptx)', extensions: ['pptx'] }],
    });
    fake.dialog.showOpenDialog.mockResolvedValueOnce({ canceled: true, filePaths: [] });
    await expect(showOpenFilesDialog(null, { title: 'x', extensions: [] })).resolves.toEqual([]);
    expect(fileFilters([])).toEqual([]);
  });

  it('suggests the name in the default folder (Downloads unless set), and null when cancelled', async () => {
    fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: '/home/ada/Downloads/merged.pptx' });
    await expect(showSaveFileDialog(null, { suggestedName: 'merged.pptx', defaultDir: null, extensions: ['.pptx'] })).resolves.toBe(
      '/home/ada/Downloads/merged.pptx',
    );
    expect(fake.dialog.showSaveDialog.mock.calls[0]?.[0]).toMatchObject({
      defaultPath: '/fake/downloads/merged.pptx',
      filters: [{ extensions: ['pptx'] }],
    });
    // The download replaces whatever is at the chosen path, so the dialog itself must ask before naming an existing
    // file (macOS and Windows always do; GTK on Linux only with this property).
    expect(fake.dialog.showSaveDialog.mock.calls[0]?.[0]).toMatchObject({
      properties: expect.arrayContaining(['showOverwriteConfirmation']) as unknown,
    });
    fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: '/srv/out/x.zip' });
    await showSaveFileDialog(null, { suggestedName: 'x.zip', defaultDir: '/srv/out', extensions: ['.zip'] });
    expect(fake.dialog.showSaveDialog.mock.calls[1]?.[0]).toMatchObject({ defaultPath: '/srv/out/x.zip' });
    fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' });
    await expect(showSaveFileDialog(null, { suggestedName: 'x', defaultDir: null, extensions: [] })).resolves.toBeNull();
  });

  it('the Electron platform reveals saved files and forwards notifications', async () => {
    const notify = vi.fn();
    const platform = createElectronPlatform({ getWindow: () => null, notify, t: en });
    expect(platform.transport).toBe('electron');
    await platform.showInFolder?.('/home/ada/Downloads/merged.pptx');
    expect(fake.shell.showItemInFolder).toHaveBeenCalledWith('/home/ada/Downloads/merged.pptx');
    await platform.openPath?.('/home/ada/Downloads/deck.pdf');
    expect(fake.shell.openPath).toHaveBeenCalledWith('/home/ada/Downloads/deck.pdf');
    // Electron answers a failure with a message instead of rejecting: the platform turns it into an error to show.
    fake.shell.openPath.mockResolvedValueOnce('No application is registered for this file type');
    await expect(platform.openPath?.('/home/ada/Downloads/deck.pdf')).rejects.toMatchObject({
      code: 'open_failed',
      message: 'The system could not open “deck.pdf”: No application is registered for this file type',
    });
    platform.notifyTaskFinished({ taskId: 't', title: 'Done', body: 'b', failed: false });
    expect(notify).toHaveBeenCalledOnce();
  });
});

describe('the menu and dialogs in the app’s language', () => {
  /** Every label in the template, depth first. */
  const labels = (items: readonly MenuItemConstructorOptions[]): string[] =>
    items.flatMap((item) => [
      ...(item.label ? [item.label] : []),
      ...labels((item.submenu as MenuItemConstructorOptions[] | undefined) ?? []),
    ]);

  it('speaks German: every item is labelled, role items too (Electron names them in English on Windows and Linux)', () => {
    const template = appMenuTemplate({ isMac: false, openFiles: vi.fn(), t: appTranslators('de') });
    expect(template.map((item) => item.label)).toEqual(['Datei', 'Bearbeiten', 'Ansicht', 'Fenster']);
    expect(labels(template)).toEqual(
      expect.arrayContaining(['Dateien öffnen …', 'Deckhand beenden', 'Rückgängig', 'Einfügen', 'Alles auswählen']),
    );
    // Every item that is not a separator has a German label: nothing English is left.
    const english = new Set(labels(appMenuTemplate({ isMac: false, openFiles: vi.fn(), t: en })));
    expect(labels(template).filter((label) => english.has(label))).toEqual([]);
  });

  it('speaks Arabic, with the accelerator unchanged', () => {
    const template = appMenuTemplate({ isMac: false, openFiles: vi.fn(), t: appTranslators('ar') });
    expect(template.map((item) => item.label)).toEqual(['ملف', 'تحرير', 'عرض', 'نافذة']);
    expect((template[0]?.submenu as MenuItemConstructorOptions[])[0]).toMatchObject({ label: 'فتح ملفات…', accelerator: 'CmdOrCtrl+O' });
    const english = new Set(labels(appMenuTemplate({ isMac: false, openFiles: vi.fn(), t: en })));
    expect(labels(template).filter((label) => english.has(label))).toEqual([]);
  });

  it('titles the save dialog and names its filter in the language', async () => {
    fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' });
    await showSaveFileDialog(null, { suggestedName: 'x.pptx', defaultDir: null, extensions: ['.pptx'] }, appTranslators('de'));
    expect(fake.dialog.showSaveDialog.mock.calls[0]?.[0]).toMatchObject({
      title: 'Speichern unter',
      filters: [{ name: 'Unterstützte Dateien (.pptx)', extensions: ['pptx'] }],
    });
    expect(fileFilters(['.pdf'], appTranslators('ar'))).toEqual([{ name: 'الملفات المدعومة (.pdf)', extensions: ['pdf'] }]);
  });
});
