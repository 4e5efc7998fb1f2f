import { Menu } from 'electron';
import type { MenuItemConstructorOptions } from 'electron';
import type { AppTranslate } from '../core/i18n/app-texts';

export interface AppMenuOptions {
  isMac: boolean;
  openFiles: () => void;
  /** The labels' language: Electron names its role items in English on Windows and Linux, so each is labelled here. */
  t: AppTranslate;
}

export function appMenuTemplate({ isMac, openFiles, t }: AppMenuOptions): MenuItemConstructorOptions[] {
  const open: MenuItemConstructorOptions = { label: t('menu.openFiles'), accelerator: 'CmdOrCtrl+O', click: () => openFiles() };
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  return [
    // macOS's application menu is named after the app and filled by the system (About, Services, Hide, Quit).
    ...(isMac ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    {
      label: t('menu.file'),
      submenu: [open, separator, isMac ? { role: 'close', label: t('menu.close') } : { role: 'quit', label: t('menu.quit') }],
    },
    {
      role: 'editMenu',
      label: t('menu.edit'),
      submenu: [
        { role: 'undo', label: t('menu.undo') },
        { role: 'redo', label: t('menu.redo') },
        separator,
        { role: 'cut', label: t('menu.cut') },
        { role: 'copy', label: t('menu.copy') },
        { role: 'paste', label: t('menu.paste') },
        { role: 'selectAll', label: t('menu.selectAll') },
      ],
    },
    {
      role: 'viewMenu',
      label: t('menu.view'),
      submenu: [
        { role: 'reload', label: t('menu.reload') },
        { role: 'forceReload', label: t('menu.forceReload') },
        { role: 'toggleDevTools', label: t('menu.devTools') },
        separator,
        { role: 'resetZoom', label: t('menu.resetZoom') },
        { role: 'zoomIn', label: t('menu.zoomIn') },
        { role: 'zoomOut', label: t('menu.zoomOut') },
        separator,
        { role: 'togglefullscreen', label: t('menu.fullScreen') },
      ],
    },
    {
      role: 'windowMenu',
      label: t('menu.window'),
      submenu: [
        { role: 'minimize', label: t('menu.minimize') },
        ...(isMac ? [{ role: 'zoom', label: t('menu.zoom') } satisfies MenuItemConstructorOptions] : []),
        { role: 'close', label: t('menu.close') },
      ],
    },
  ];
}

/** Sets (or sets again, after a language switch) the application menu. */
export function installAppMenu(options: AppMenuOptions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(options)));
}
