import { Menu, Tray, nativeImage } from 'electron';
import type { MenuItemConstructorOptions } from 'electron';
import type { AppTranslate } from '../core/i18n/app-texts';

export interface TrayActions {
  show(): void;
  quit(): void;
}

export function trayMenuTemplate(actions: TrayActions, t: AppTranslate): MenuItemConstructorOptions[] {
  return [
    { label: t('tray.show'), click: () => actions.show() },
    { type: 'separator' },
    { label: t('tray.quit'), click: () => actions.quit() },
  ];
}

export function trayTooltip(running: number, t: AppTranslate): string {
  return t('tray.tooltip', { count: running });
}

export interface AppTray {
  setRunningCount(count: number): void;
  /** Rebuilds the menu and tooltip in the language `t` now speaks (a switch in Settings). */
  relabel(): void;
  destroy(): void;
}

/** macOS wants a monochrome "template" image that it tints for light and dark menu bars. */
export function createAppTray(options: { iconPath: string; template: boolean; actions: TrayActions; t: AppTranslate }): AppTray {
  const image = nativeImage.createFromPath(options.iconPath);
  if (options.template) image.setTemplateImage(true);
  const tray = new Tray(image);
  let running = 0;
  const label = (): void => {
    tray.setToolTip(trayTooltip(running, options.t));
    tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(options.actions, options.t)));
  };
  label();
  tray.on('click', () => options.actions.show());
  return {
    setRunningCount: (count) => {
      running = count;
      tray.setToolTip(trayTooltip(count, options.t));
    },
    relabel: label,
    destroy: () => tray.destroy(),
  };
}
