import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the bundled pieces sit next to out/main/index.js (see electron.vite.config.ts). */
export function bundlePaths(mainModuleUrl: string, appPath: string) {
  const mainDir = dirname(fileURLToPath(mainModuleUrl));
  return {
    preload: join(mainDir, '../preload/index.cjs'),
    rendererIndex: join(mainDir, '../renderer/index.html'),
    engineProcess: join(mainDir, 'engine-process.js'),
    icon: join(appPath, 'assets/icon.png'),
    trayIcon: join(appPath, 'assets/tray.png'),
    trayTemplateIcon: join(appPath, 'assets/trayTemplate.png'),
  };
}
