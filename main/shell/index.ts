/**
 * Electron main entry: app lifecycle only. Everything the app does lives in core (Electron-free); the shell
 * wires it to a window in desktop-app.ts.
 */
import { app } from 'electron';
import { APP_QUIT_WAIT_MS } from '../../shared/contract/engine-stop';
import { appUserModelId } from './app-identity';
import { filesFromArgv, openedPath } from './command-line-files';
import { startDesktopApp } from './desktop-app';
import type { DesktopApp } from './desktop-app';
import { registerPreviewScheme } from './preview-protocol';
import { claimSingleInstance } from './single-instance';

// `electron .` in development puts the app path in argv[1]; a packaged app has only the executable first.
const runByElectronBinary = process.defaultApp === true;

// Before any window or notification: Windows matches toasts to the installer's shortcut by this id.
if (process.platform === 'win32') app.setAppUserModelId(appUserModelId(app.isPackaged, process.execPath));

// Privileged schemes can only be registered before the app is ready.
registerPreviewScheme();

let desktop: DesktopApp | null = null;
const early: string[] = filesFromArgv(process.argv, process.cwd(), runByElectronBinary);

const gotLock = claimSingleInstance(app, {
  files: early,
  runByElectronBinary,
  onSecondInstance: (files) => {
    // A second launch while this one is still starting: its files join the first launch's, opened once ready.
    if (!desktop) {
      early.push(...files);
      return;
    }
    desktop.showWindow();
    if (files.length > 0) void desktop.openFiles(files);
  },
});

if (!gotLock) {
  app.quit();
} else {
  // macOS delivers documents (Finder "Open With", dock drops) as events, possibly before `ready`.
  app.on('open-file', (event, item) => {
    event.preventDefault();
    const path = openedPath(item, process.cwd());
    if (path === null) return;
    if (desktop) void desktop.openFiles([path]);
    else early.push(path);
  });

  app.on('window-all-closed', () => {
    // With work in progress the app stays in the tray and notifies when it is done.
    if (process.platform !== 'darwin' && (desktop?.runningCount() ?? 0) === 0) app.quit();
  });

  app.on('activate', () => desktop?.showWindow());

  let closed = false;
  app.on('before-quit', (event) => {
    if (closed || !desktop) return;
    // Stop the engine and uploads first: quitting under them would leave temp files and half-written tasks.
    event.preventDefault();
    const current = desktop;
    desktop = null;
    // Core stops the engine, which may take its whole grace and then be killed by the supervisor: wait for that (a
    // little longer, shared/contract/engine-stop.ts), never forever.
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, APP_QUIT_WAIT_MS));
    void Promise.race([current.close(), timeout])
      .catch((error: unknown) => console.error('Shutting down failed', error))
      .finally(() => {
        closed = true;
        app.quit();
      });
  });

  app
    .whenReady()
    .then(async () => {
      desktop = await startDesktopApp();
      await desktop.openFiles(early.splice(0));
    })
    .catch((error: unknown) => {
      console.error('Deckhand failed to start', error);
      app.exit(1);
    });
}
