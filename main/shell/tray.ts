import { Menu, Tray, nativeImage } from 'electron';
import type { MenuItemConstructorOptions } from 'electron';

export interface TrayActions {
  show(): void;
  quit(): void;
}

export function trayMenuTemplate(actions: TrayActions): MenuItemConstructorOptions[] {
  return [{ label: 'Show Deckhand', click: () => actions.show() }, { type: 'separator' }, { label: 'Quit', click: () => actions.quit() }];
}

export function trayTooltip(running: number): string {
  if (running === 0) return 'Deckhand';
  return `Deckhand — ${running} ${running === 1 ? 'task' : 'tasks'} running`;
}

export interface AppTray {
  setRunningCount(count: number): void;
  destroy(): void;
}

/** macOS wants a monochrome "template" image that it tints for light and dark menu bars. */
export function createAppTray(options: { iconPath: string; template: boolean; actions: TrayActions }): AppTray {
  const image = nativeImage.createFromPath(options.iconPath);
  if (options.template) image.setTemplateImage(true);
  const tray = new Tray(image);
  tray.setToolTip(trayTooltip(0));
  tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(options.actions)));
  tray.on('click', () => options.actions.show());
  return {
    setRunningCount: (count) => tray.setToolTip(trayTooltip(count)),
    destroy: () => tray.destroy(),
  };
}
