import { fake } from './electron-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicyFor } from '../../main/shell/content-security-policy';
import { createMainWindow, revealWindow, secureWindowOptions } from '../../main/shell/window';
import type { FakeBrowserWindow } from './electron-fake';
import { resetInstances } from './electron-fake';

beforeEach(() => resetInstances());

function newWindow(
  entry: { kind: 'file'; path: string } | { kind: 'url'; url: string } = { kind: 'file', path: '/app/out/renderer/index.html' },
) {
  return createMainWindow({ preloadPath: '/app/out/preload/index.cjs', entry }) as unknown as FakeBrowserWindow;
}

describe('secure window defaults', () => {
  it('isolates the renderer: context isolation, sandbox, no Node, web security, no webviews', () => {
    const preferences = secureWindowOptions('/app/out/preload/index.cjs').webPreferences;
    expect(preferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
  });

  it('creates the window with exactly those options and loads the built renderer', () => {
    const window = newWindow();
    expect(window.options).toEqual(secureWindowOptions('/app/out/preload/index.cjs'));
    expect(window.loaded).toEqual({ kind: 'file', target: '/app/out/renderer/index.html' });
    expect(window.visible).toBe(false);
    window.emit('ready-to-show');
    expect(window.visible).toBe(true);
  });

  it('denies every navigation, redirect, webview and new window', () => {
    const contents = newWindow().webContents;
    for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const preventDefault = vi.fn();
      contents.emit(event, { preventDefault }, 'https://example.com/');
      expect(preventDefault, event).toHaveBeenCalledOnce();
    }
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });

  it('denies every permission request and check', () => {
    const session = newWindow().webContents.session;
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      const callback = vi.fn();
      session.permissionRequest?.(null, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
      expect(session.permissionCheck?.(null, permission)).toBe(false);
    }
  });

  it('adds the strict Content-Security-Policy to every response', () => {
    const session = newWindow().webContents.session;
    const callback = vi.fn();
    session.headersListener?.({ responseHeaders: { 'Content-Type': ['text/html'] } }, callback);
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'",
    );
  });

  it('relaxes the policy only for the dev server, and only as far as its refresh preamble and socket need', () => {
    const dev = contentSecurityPolicyFor({ devServerOrigin: 'http://localhost:5173' });
    expect(dev).toContain("script-src 'self' 'unsafe-inline'");
    expect(dev).toContain("connect-src 'self' ws://localhost:5173");
    expect(dev).not.toContain('unsafe-eval');
    const window = newWindow({ kind: 'url', url: 'http://localhost:5173/' });
    expect(window.loaded).toEqual({ kind: 'url', target: 'http://localhost:5173/' });
    const callback = vi.fn();
    window.webContents.session.headersListener?.({ responseHeaders: {} }, callback);
    expect(callback).toHaveBeenCalledWith({ responseHeaders: { 'Content-Security-Policy': [dev] } });
  });

  it('brings a minimised or hidden window back to the front', () => {
    const window = newWindow();
    window.minimized = true;
    revealWindow(window as never);
    expect(window).toMatchObject({ minimized: false, visible: true, focused: true });
    expect(fake.BrowserWindow.instances).toHaveLength(1);
  });
});
