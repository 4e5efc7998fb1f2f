import { BrowserWindow } from 'electron';
import type { BrowserWindowConstructorOptions, Session, WebContents } from 'electron';
import { contentSecurityPolicyFor } from './content-security-policy';
import { isRendererUrl } from './renderer-entry';
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

/**
 * The page needs one permission: `clipboard-sanitized-write` ("write to the clipboard" in Electron's session docs),
 * for `navigator.clipboard.writeText` — the Copy buttons. It is granted to our own page's top frame only; everything
 * else (camera, geolocation, notifications from the web, clipboard reading …) is denied: main shows notifications
 * itself. Electron's docs say most web APIs check a permission, then request it when the check is denied: both handlers
 * apply the same rule.
 */
export const PAGE_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

/** What both handlers are told about the asking frame (Electron's PermissionRequest / PermissionCheckHandlerHandlerDetails). */
interface AskingFrame {
  isMainFrame: boolean;
  /** The last URL the asking frame loaded; absent for cross-origin sub-frames in permission checks. */
  requestingUrl?: string | undefined;
}

export function permissionAllowed(permission: string, frame: AskingFrame, isOwnPage: (url: string) => boolean): boolean {
  if (!PAGE_PERMISSIONS.has(permission)) return false;
  return frame.isMainFrame && frame.requestingUrl !== undefined && isOwnPage(frame.requestingUrl);
}

export function restrictPermissions(session: Session, isOwnPage: (url: string) => boolean): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permissionAllowed(permission, details, isOwnPage)),
  );
  session.setPermissionCheckHandler((_contents, permission, _origin, details) => permissionAllowed(permission, details, isOwnPage));
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
  restrictPermissions(session, (url) => isRendererUrl(options.entry, url));
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
