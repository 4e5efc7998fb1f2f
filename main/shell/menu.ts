import { Menu } from 'electron';
import type { MenuItemConstructorOptions } from 'electron';

export function appMenuTemplate(options: { isMac: boolean; openFiles(): void }): MenuItemConstructorOptions[] {
  const openFiles: MenuItemConstructorOptions = { label: 'Open Files…', accelerator: 'CmdOrCtrl+O', click: () => options.openFiles() };
  return [
    ...(options.isMac ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    { label: 'File', submenu: [openFiles, { type: 'separator' }, options.isMac ? { role: 'close' } : { role: 'quit' }] },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
  ];
}

export function installAppMenu(options: { isMac: boolean; openFiles(): void }): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(options)));
}
