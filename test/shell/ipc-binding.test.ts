import { fake } from './electron-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { EventBus } from '../../main/core/event-bus';
import { IpcRouter } from '../../main/core/ipc-router';
import type { IpcHandlers } from '../../main/core/ipc-router';
import { ipcRequestSchemas } from '../../main/core/ipc-schemas';
import { ServiceError } from '../../main/core/service-client/service-error';
import { bindIpc, isTrustedSender } from '../../main/shell/ipc-binding';
import { isRendererUrl, rendererEntry } from '../../main/shell/renderer-entry';
import { createMainWindow } from '../../main/shell/window';
import { FakeFrame, FakeWebContents, resetInstances } from './electron-fake';
import type { FakeBrowserWindow } from './electron-fake';

const ENTRY = { kind: 'file', path: '/app/out/renderer/index.html' } as const;
const task: Task = { id: 't-1', name: 'a.pptx', type: 'pptx.join', status: 'running', preview: null, createdAt: '', updatedAt: '' };

/** A real core router whose handlers answer from a script: every channel is bound, the schemas run for real. */
function routerWith(overrides: Partial<Record<keyof IpcHandlers, (payload: unknown) => Promise<unknown>>>) {
  const events = new EventBus();
  const handlers = Object.fromEntries(
    Object.keys(ipcRequestSchemas).map((channel) => [
      channel,
      overrides[channel as keyof IpcHandlers] ?? (() => Promise.resolve(`${channel} ok`)),
    ]),
  ) as unknown as IpcHandlers;
  return { router: new IpcRouter(handlers, events), events };
}

function setup(overrides: Parameters<typeof routerWith>[0] = {}) {
  const { router, events } = routerWith(overrides);
  const window = createMainWindow({ preloadPath: '/app/out/preload/index.cjs', entry: ENTRY }) as unknown as FakeBrowserWindow;
  const binding = bindIpc({ router, getWindow: () => window as never, isRendererUrl: (url) => isRendererUrl(ENTRY, url) });
  const invoke = (
    channel: string,
    payload: unknown,
    sender: { sender: FakeWebContents; senderFrame: FakeFrame | null } = {
      sender: window.webContents,
      senderFrame: window.webContents.mainFrame,
    },
  ) => {
    const handler = fake.ipcMain.handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(sender, payload) as Promise<unknown>;
  };
  return { router, events, window, binding, invoke };
}

beforeEach(() => {
  resetInstances();
  fake.ipcMain.handlers.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('IPC binding', () => {
  it('binds every channel of the contract with ipcMain.handle', () => {
    setup();
    expect([...fake.ipcMain.handlers.keys()].sort()).toEqual(Object.keys(ipcRequestSchemas).sort());
  });

  it('routes a trusted call to the router and answers with its envelope', async () => {
    const list = vi.fn((payload: unknown) => Promise.resolve({ tasks: [task], total: 1, echo: payload }));
    const { invoke } = setup({ 'tasks:list': list });
    await expect(invoke('tasks:list', { startIndex: 0, maxResults: 20 })).resolves.toEqual({
      ok: true,
      value: { tasks: [task], total: 1, echo: { startIndex: 0, maxResults: 20 } },
    });
    expect(list).toHaveBeenCalledOnce();
  });

  it('passes the router’s validation errors through (the renderer is untrusted)', async () => {
    const list = vi.fn(() => Promise.resolve(null));
    const { invoke } = setup({ 'tasks:list': list });
    const result = (await invoke('tasks:list', { startIndex: -1, maxResults: 5000 })) as { ok: boolean; error: { code: string } };
    expect(result.ok).toBe(false);
    expect(result.error.code).toBe('invalid_request');
    expect(list).not.toHaveBeenCalled();
  });

  it('wraps a handler’s failure in an error envelope with its code and message', async () => {
    const { invoke } = setup({
      'tasks:delete': () => Promise.reject(new ServiceError({ code: 'not_found', message: 'No task with this id.', status: 404 })),
    });
    await expect(invoke('tasks:delete', { id: 'missing' })).resolves.toEqual({
      ok: false,
      error: { code: 'not_found', message: 'No task with this id.' },
    });
  });

  it('answers internal_error, without the detail, when the router itself throws', async () => {
    const { router, invoke } = setup();
    vi.spyOn(router, 'handle').mockRejectedValueOnce(new Error('secret stack detail'));
    await expect(invoke('app:info', undefined)).resolves.toEqual({
      ok: false,
      error: { code: 'internal_error', message: expect.not.stringContaining('secret') as unknown as string },
    });
  });

  it('refuses callers that are not our window’s top frame showing our renderer', async () => {
    const info = vi.fn(() => Promise.resolve('info'));
    const { window, invoke } = setup({ 'app:info': info });
    const ours = window.webContents;
    const stranger = new FakeWebContents();
    const forbidden = { ok: false, error: { code: 'forbidden', message: 'This request did not come from the Deckhand window.' } };

    await expect(invoke('app:info', undefined, { sender: stranger, senderFrame: new FakeFrame(ours.mainFrame.url) })).resolves.toEqual(
      forbidden,
    );
    await expect(
      invoke('app:info', undefined, { sender: ours, senderFrame: new FakeFrame('file:///app/out/renderer/index.html', ours.mainFrame) }),
    ).resolves.toEqual(forbidden);
    await expect(invoke('app:info', undefined, { sender: ours, senderFrame: new FakeFrame('https://evil.example/') })).resolves.toEqual(
      forbidden,
    );
    await expect(invoke('app:info', undefined, { sender: ours, senderFrame: new FakeFrame('file:///etc/passwd') })).resolves.toEqual(
      forbidden,
    );
    await expect(invoke('app:info', undefined, { sender: ours, senderFrame: null })).resolves.toEqual(forbidden);
    expect(info).not.toHaveBeenCalled();

    await expect(
      invoke('app:info', undefined, { sender: ours, senderFrame: new FakeFrame('file:///app/out/renderer/index.html#/history') }),
    ).resolves.toEqual({ ok: true, value: 'info' });
    window.destroyed = true;
    await expect(invoke('app:info', undefined)).resolves.toEqual(forbidden);
  });

  it('forwards router events to the window, and stops after dispose', () => {
    const { events, window, binding } = setup();
    events.emit('task:update', task);
    binding.emit('ui:focusTask', { id: 't-1' });
    expect(window.webContents.sent).toEqual([
      { channel: 'task:update', payload: task },
      { channel: 'ui:focusTask', payload: { id: 't-1' } },
    ]);
    binding.dispose();
    events.emit('task:removed', { id: 't-1' });
    expect(window.webContents.sent).toHaveLength(2);
    expect(fake.ipcMain.handlers.size).toBe(0);
  });
});

describe('isRendererUrl / isTrustedSender', () => {
  it('accepts the built index.html with any hash, and only the dev server origin in development', () => {
    expect(isRendererUrl(ENTRY, 'file:///app/out/renderer/index.html')).toBe(true);
    expect(isRendererUrl(ENTRY, 'file:///app/out/renderer/index.html#/settings')).toBe(true);
    expect(isRendererUrl(ENTRY, 'file:///app/out/renderer/index.html?x=1')).toBe(false);
    expect(isRendererUrl(ENTRY, 'file:///app/out/renderer/other.html')).toBe(false);
    expect(isRendererUrl(ENTRY, 'not a url')).toBe(false);
    const dev = { kind: 'url', url: 'http://localhost:5173/' } as const;
    expect(isRendererUrl(dev, 'http://localhost:5173/#/history')).toBe(true);
    expect(isRendererUrl(dev, 'http://localhost:5174/')).toBe(false);
    expect(isRendererUrl(dev, 'file:///app/out/renderer/index.html')).toBe(false);
  });

  it('takes the dev server (ELECTRON_RENDERER_URL) only outside a packaged app, so a packaged app trusts only its own file', () => {
    const built = '/app/out/renderer/index.html';
    expect(rendererEntry({ devServerUrl: 'http://localhost:5173/', packaged: false }, built)).toEqual({
      kind: 'url',
      url: 'http://localhost:5173/',
    });
    const packaged = rendererEntry({ devServerUrl: 'http://localhost:5173/', packaged: true }, built);
    expect(packaged).toEqual({ kind: 'file', path: built });
    expect(isRendererUrl(packaged, 'http://localhost:5173/')).toBe(false);
    expect(isRendererUrl(packaged, 'file:///app/out/renderer/index.html')).toBe(true);
    expect(rendererEntry({ devServerUrl: undefined, packaged: false }, built)).toEqual({ kind: 'file', path: built });
  });

  it('needs a window', () => {
    const contents = new FakeWebContents();
    expect(isTrustedSender({ sender: contents, senderFrame: contents.mainFrame } as never, null, () => true)).toBe(false);
  });
});
