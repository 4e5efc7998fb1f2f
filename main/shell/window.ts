import { BrowserWindow } from 'electron';
import type { BrowserWindowConstructorOptions, Session, WebContents } from 'electron';
import { contentSecurityPolicyFor } from './content-security-policy';
import type { RendererEntry } from './renderer-entry';

/** The one place the window's web preferences are decided; test/shell/window.test.ts pins every value. */
export function secureWindowOptions(preloadPath: string, iconPath?: string): BrowserWindowConstructorOptions {
  return {
    title: 'Deckhand',
    width: 1080,
    height: 760,
    minWidth: 640,
    minHeight: 480,
    show: false,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}

/** The renderer is a single page with hash routes: any real navigation or new window is an attack or a stray link. */
export function denyNavigation(contents: WebContents): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** No camera, notifications-from-web, geolocation …: the renderer needs none, and main shows notifications itself. */
export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/** The header covers the dev server; the built page also carries the policy as a meta tag (electron.vite.config.ts). */
export function applyContentSecurityPolicy(session: Session, entry: RendererEntry): void {
  const policy = contentSecurityPolicyFor(entry.kind === 'url' ? { devServerOrigin: new URL(entry.url).origin } : {});
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] } });
  });
}

export function createMainWindow(options: { preloadPath: string; iconPath?: string; entry: RendererEntry }): BrowserWindow {
  const window = new BrowserWindow(secureWindowOptions(options.preloadPath, options.iconPath));
  const session = window.webContents.session;
  denyPermissions(session);
  applyContentSecurityPolicy(session, options.entry);
  denyNavigation(window.webContents);
  window.once('ready-to-show', () => window.show());
  if (options.entry.kind === 'url') void window.loadURL(options.entry.url);
  else void window.loadFile(options.entry.path);
  return window;
}

/** Brings the window to the front, also from the tray or a notification when it was minimised or hidden. */
export function revealWindow(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  if (!window.isVisible()) window.show();
  window.focus();
}
