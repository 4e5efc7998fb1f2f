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

  it('grants clipboard writing (the Copy buttons) to our own page’s top frame only, in both handlers', () => {
    const session = newWindow().webContents.session;
    const own = { isMainFrame: true, requestingUrl: 'file:///app/out/renderer/index.html#/ocr' };
    const request = (permission: string, details: { isMainFrame: boolean; requestingUrl?: string }): unknown => {
      const callback = vi.fn();
      session.permissionRequest?.(null, permission, callback, details);
      expect(callback).toHaveBeenCalledOnce();
      return callback.mock.calls[0]?.[0];
    };
    const check = (permission: string, details: { isMainFrame: boolean; requestingUrl?: string }): unknown =>
      session.permissionCheck?.(null, permission, 'file:///', details);

    expect(request('clipboard-sanitized-write', own)).toBe(true);
    expect(check('clipboard-sanitized-write', own)).toBe(true);
    for (const stranger of [
      { isMainFrame: true, requestingUrl: 'https://example.com/' },
      { isMainFrame: true, requestingUrl: 'file:///home/ada/page.html' },
      { isMainFrame: false, requestingUrl: own.requestingUrl },
      { isMainFrame: false },
    ]) {
      expect(request('clipboard-sanitized-write', stranger), JSON.stringify(stranger)).toBe(false);
      expect(check('clipboard-sanitized-write', stranger), JSON.stringify(stranger)).toBe(false);
    }
  });

  it('denies every other permission request and check, also to our own page', () => {
    const session = newWindow().webContents.session;
    const own = { isMainFrame: true, requestingUrl: 'file:///app/out/renderer/index.html' };
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'unknown']) {
      const callback = vi.fn();
      session.permissionRequest?.(null, permission, callback, own);
      expect(callback, permission).toHaveBeenCalledWith(false);
      expect(session.permissionCheck?.(null, permission, 'file:///', own), permission).toBe(false);
    }
  });

  it('under the dev server, grants clipboard writing to the dev server’s page and nothing else', () => {
    const session = newWindow({ kind: 'url', url: 'http://localhost:5173/' }).webContents.session;
    expect(
      session.permissionCheck?.(null, 'clipboard-sanitized-write', 'http://localhost:5173', {
        isMainFrame: true,
        requestingUrl: 'http://localhost:5173/#/ocr',
      }),
    ).toBe(true);
    expect(
      session.permissionCheck?.(null, 'clipboard-sanitized-write', 'http://localhost:5174', {
        isMainFrame: true,
        requestingUrl: 'http://localhost:5174/',
      }),
    ).toBe(false);
  });

  it('adds the strict Content-Security-Policy to every response', () => {
    const session = newWindow().webContents.session;
    const callback = vi.fn();
    session.headersListener?.({ responseHeaders: { 'Content-Type': ['text/html'] } }, callback);
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: deckhand-preview:; media-src 'self' deckhand-preview:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'",
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
