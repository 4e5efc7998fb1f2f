/**
 * The app's id: electron-builder.yml's `appId` (test/shell/packaging-config.test.ts keeps the two equal). The NSIS
 * installer gives its Start menu and desktop shortcuts this AppUserModelID (WinShell::SetLnkAUMI in electron-builder's
 * installer.nsh), and Electron's notification guide says Windows notifications need a Start menu shortcut with the
 * app's AppUserModelID: the running app must carry the same one.
 */
export const APP_ID = 'com.deckflow.deckhand';

/**
 * The AppUserModelID to set on Windows: the installer's id when packaged. Run from the electron binary in development,
 * Electron's notification guide suggests `process.execPath`, which matches a Start menu pin of electron.exe.
 */
export function appUserModelId(packaged: boolean, execPath: string): string {
  return packaged ? APP_ID : execPath;
}
