/**
 * The whole shell wired to the real core and the real in-process local engine, with only `electron` faked:
 * what the window gets when it calls over IPC, and how files opened from outside reach it.
 */
import { fake } from './electron-mock';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import type { AppInfo, StagedFile } from '../../shared/contract/ipc';
import type { Task, ToolDescriptor } from '../../shared/contract/service';
import { ipcRequestSchemas } from '../../main/core/ipc-schemas';
import { startDesktopApp } from '../../main/shell/desktop-app';
import type { DesktopApp } from '../../main/shell/desktop-app';
import { secureWindowOptions } from '../../main/shell/window';
import { FakeBrowserWindow, FakeNotification, FakeTray, resetInstances } from './electron-fake';
import { CORPUS_ROOT } from '../helpers/corpus';

const DECK = `${CORPUS_ROOT}/pptx/pp-minimal.pptx`;
const SLIDES = `${CORPUS_ROOT}/pptx/pp-sld-slides.pptx`;

let dataDir: string;
let desktop: DesktopApp;
let window: FakeBrowserWindow;

function call(channel: string, payload?: unknown): Promise<unknown> {
  const handler = fake.ipcMain.handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler({ sender: window.webContents, senderFrame: window.webContents.mainFrame }, payload) as Promise<unknown>;
}

beforeAll(async () => {
  resetInstances();
  fake.ipcMain.handlers.clear();
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-shell-test-'));
  fake.app.getPath.mockImplementation((name: string) => (name === 'userData' ? dataDir : join(dataDir, name)));
  // A packaged app started with a dev server's address in its environment must not load (or trust) it.
  fake.app.isPackaged = true;
  process.env.ELECTRON_RENDERER_URL = 'http://127.0.0.1:5173/';
  try {
    desktop = await startDesktopApp();
  } finally {
    fake.app.isPackaged = false;
    delete process.env.ELECTRON_RENDERER_URL;
  }
  const [created] = FakeBrowserWindow.instances;
  if (!created) throw new Error('no window');
  window = created;
});

afterAll(async () => {
  await desktop?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('desktop app wiring', () => {
  it('opens one secure window on the built renderer (a packaged app ignores ELECTRON_RENDERER_URL), with the tray and the menu', () => {
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    expect(window.options.webPreferences).toEqual(
      secureWindowOptions(String((window.options.webPreferences as { preload: string }).preload)).webPreferences,
    );
    expect(window.loaded?.kind).toBe('file');
    expect(window.loaded?.target).toMatch(/renderer\/index\.html$/);
    expect(FakeTray.instances).toHaveLength(1);
    expect(JSON.stringify(fake.menus.applied?.template)).toContain('Open Files…');
  });

  it('binds every channel, and the window reaches core and the real engine through them', async () => {
    expect([...fake.ipcMain.handlers.keys()].sort()).toEqual(Object.keys(ipcRequestSchemas).sort());
    const tools = (await call('tools:list')) as { ok: true; value: ToolDescriptor[] };
    expect(tools.ok).toBe(true);
    expect(tools.value.map((tool) => tool.type)).toContain('pptx.join');
    await vi.waitFor(async () => {
      const info = (await call('app:info')) as { ok: true; value: AppInfo };
      expect(info.value).toMatchObject({
        transport: 'electron',
        keyStorage: 'encrypted',
        backend: { kind: 'local' },
        engine: { running: true },
      });
    });
  });

  it('hands files opened from outside to the page once it has loaded', async () => {
    await desktop.openFiles([DECK]);
    expect(window.webContents.sent.filter((entry) => entry.channel === 'ui:openFiles')).toEqual([]);
    window.webContents.emit('did-finish-load');
    await desktop.openFiles([DECK]);
    const opened = window.webContents.sent
      .filter((entry) => entry.channel === 'ui:openFiles')
      .map((entry) => entry.payload as { files: StagedFile[] });
    expect(opened).toEqual([
      { files: [{ path: DECK, name: 'pp-minimal.pptx', size: 15802 }] },
      { files: [{ path: DECK, name: 'pp-minimal.pptx', size: 15802 }] },
    ]);
    expect(window.visible).toBe(true);
  });

  it('Open Files… shows a dialog filtered by the merge tool and hands the picked decks to the page', async () => {
    fake.dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: [DECK] });
    const file = (fake.menus.applied?.template as MenuItemConstructorOptions[]).find((item) => item.label === 'File');
    const open = (file?.submenu as MenuItemConstructorOptions[]).find((item) => item.label === 'Open Files…');
    const before = window.webContents.sent.length;
    (open?.click as () => void)();
    await vi.waitFor(() => expect(window.webContents.sent.length).toBeGreaterThan(before));
    expect(window.webContents.sent.at(-1)).toEqual({
      channel: 'ui:openFiles',
      payload: { files: [{ path: DECK, name: 'pp-minimal.pptx', size: 15802 }] },
    });
    expect(fake.dialog.showOpenDialog.mock.calls.at(-1)?.at(-1)).toMatchObject({ filters: [{ extensions: ['pptx'] }] });
  });

  it('notifies when a merge completes; a click brings the window back and asks the page to focus that task', async () => {
    const described = (await call('files:describe', { paths: [SLIDES, DECK] })) as { ok: true; value: StagedFile[] };
    expect(await call('tasks:submit', { type: 'pptx.join', params: {}, files: described.value })).toMatchObject({ ok: true });
    await vi.waitFor(() => expect(FakeNotification.instances).toHaveLength(1), { timeout: 60_000, interval: 100 });
    const completed = window.webContents.sent
      .filter((entry) => entry.channel === 'task:update')
      .map((entry) => entry.payload as Task)
      .find((task) => task.status === 'completed');
    expect(completed?.type).toBe('pptx.join');
    const [notification] = FakeNotification.instances;
    expect(notification?.options).toMatchObject({ urgency: 'normal' });
    expect(notification?.shown).toBe(true);

    window.visible = false;
    window.focused = false;
    notification?.emit('click');
    expect(window.visible).toBe(true);
    expect(window.focused).toBe(true);
    expect(window.webContents.sent.at(-1)).toEqual({ channel: 'ui:focusTask', payload: { id: completed?.id } });
  });

  it('a click after the window was closed (the app left in the tray) opens a new one and focuses the task once it has loaded', async () => {
    const described = (await call('files:describe', { paths: [DECK, SLIDES] })) as { ok: true; value: StagedFile[] };
    expect(await call('tasks:submit', { type: 'pptx.join', params: {}, files: described.value })).toMatchObject({ ok: true });
    await vi.waitFor(() => expect(FakeNotification.instances).toHaveLength(2), { timeout: 60_000, interval: 100 });
    const finished = window.webContents.sent
      .filter((entry) => entry.channel === 'task:update')
      .map((entry) => entry.payload as Task)
      .filter((task) => task.status === 'completed')
      .at(-1);

    window.destroyed = true;
    FakeNotification.instances[1]?.emit('click');
    expect(FakeBrowserWindow.instances).toHaveLength(2);
    const reopened = FakeBrowserWindow.instances[1];
    expect(reopened?.visible).toBe(true);
    expect(reopened?.webContents.sent).toEqual([]);
    reopened?.webContents.emit('did-finish-load');
    expect(reopened?.webContents.sent).toEqual([{ channel: 'ui:focusTask', payload: { id: finished?.id } }]);
  });

  it('a language chosen in Settings relabels the menu and the tray at once; “As the system” goes back to the system’s', async () => {
    const menuLabels = (): unknown[] => (fake.menus.applied?.template as MenuItemConstructorOptions[]).map((item) => item.label);
    const trayLabels = (): unknown[] => (FakeTray.instances[0]?.menu?.template as MenuItemConstructorOptions[]).map((item) => item.label);
    // The window the last test opened again is the one whose requests core now trusts.
    window = FakeBrowserWindow.instances.at(-1) ?? window;
    expect(menuLabels()).toEqual(['File', 'Edit', 'View', 'Window']);
    const answer = await call('settings:update', { language: 'de' });
    expect(answer, JSON.stringify(answer)).toMatchObject({ ok: true });
    expect(menuLabels()).toEqual(['Datei', 'Bearbeiten', 'Ansicht', 'Fenster']);
    expect(trayLabels()).toEqual(['Deckhand anzeigen', undefined, 'Beenden']);
    expect(await call('settings:update', { language: 'ar' })).toMatchObject({ ok: true });
    expect(menuLabels()).toEqual(['ملف', 'تحرير', 'عرض', 'نافذة']);
    expect(FakeTray.instances[0]?.tooltip).toBe('Deckhand');
    // The fake system speaks English (app.getPreferredSystemLanguages).
    expect(await call('settings:update', { language: 'system' })).toMatchObject({ ok: true });
    expect(menuLabels()).toEqual(['File', 'Edit', 'View', 'Window']);
  });
});
