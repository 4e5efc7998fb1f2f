/**
 * The Electron entry (main/shell/index.ts): app lifecycle wiring, with `electron` faked and the desktop app replaced
 * by a recorder, so what is checked is what the entry does with launches, second launches, closing and quitting.
 */
import { fake } from './electron-mock';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopApp } from '../../main/shell/desktop-app';
import { APP_ID } from '../../main/shell/app-identity';

const mocks = vi.hoisted(() => {
  const desktop = {
    running: 0,
    showWindow: vi.fn(),
    runningCount: vi.fn((): number => desktop.running),
    openFiles: vi.fn((_paths: string[]) => Promise.resolve()),
    close: vi.fn(() => Promise.resolve()),
  };
  return { desktop, startDesktopApp: vi.fn(() => Promise.resolve(desktop)) };
});

vi.mock('../../main/shell/desktop-app', () => ({ startDesktopApp: mocks.startDesktopApp }));

const desktop = mocks.desktop satisfies DesktopApp;
const EARLY = resolve('talks/early.pptx');
// A Linux launcher's %U: files chosen in a file manager arrive as file:// URLs, other URLs are not files.
const LAUNCHED = resolve('/home/ada/Talks/Q3 review.pptx');
const FROM_LAUNCHER = pathToFileURL(LAUNCHED).href;

let openedAtStart: unknown[] = [];

beforeAll(async () => {
  const argv = process.argv;
  let ready = (): void => undefined;
  fake.app.whenReady = () => new Promise<void>((done) => (ready = done));
  // A packaged app on Windows launched from a shell in this cwd as `deckhand --no-sandbox talks/early.pptx …`.
  process.argv = ['/opt/Deckhand/deckhand', '--no-sandbox', 'talks/early.pptx', FROM_LAUNCHER, 'https://example.com/deck.pptx'];
  const platform = Object.getOwnPropertyDescriptor(process, 'platform');
  Object.defineProperty(process, 'platform', { ...platform, value: 'win32' });
  fake.app.isPackaged = true;
  try {
    await import('../../main/shell/index');
  } finally {
    process.argv = argv;
    if (platform) Object.defineProperty(process, 'platform', platform);
    fake.app.isPackaged = false;
  }
  // A second launch while the first is still starting up.
  fake.app.emit('second-instance', {}, ['/opt/Deckhand/deckhand', 'c.pptx'], '/home/ada', { files: ['/home/ada/c.pptx'] });
  expect(mocks.startDesktopApp).not.toHaveBeenCalled();
  ready();
  await vi.waitFor(() => expect(desktop.openFiles).toHaveBeenCalled());
  openedAtStart = desktop.openFiles.mock.calls.map((call) => call[0]);
});

beforeEach(() => {
  desktop.showWindow.mockClear();
  desktop.openFiles.mockClear();
  fake.app.quit.mockClear();
});

describe('main entry', () => {
  it('claims the single-instance lock with the launch’s files, starts the app once and opens them (and those of an early second launch)', () => {
    expect(fake.app.requestSingleInstanceLock).toHaveBeenCalledOnce();
    expect(fake.app.launch.lockData).toEqual({ files: [EARLY, LAUNCHED] });
    expect(mocks.startDesktopApp).toHaveBeenCalledOnce();
    // Files from a second launch during start-up are not lost: they open with the first launch's.
    expect(openedAtStart).toEqual([[EARLY, LAUNCHED, '/home/ada/c.pptx']]);
  });

  it('on Windows, gives the process the installer’s AppUserModelID when packaged, before anything else', () => {
    expect(fake.app.setAppUserModelId).toHaveBeenCalledExactlyOnceWith(APP_ID);
    expect(fake.app.setAppUserModelId.mock.invocationCallOrder[0]).toBeLessThan(
      fake.app.requestSingleInstanceLock.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('a second launch that sent no launch data: file:// URLs on its command line become paths, other URLs are dropped', () => {
    const deck = resolve('/srv/decks/a#b.pptx');
    fake.app.emit('second-instance', {}, ['/opt/Deckhand/deckhand', pathToFileURL(deck).href, 'sftp://host/x.pptx'], '/home/ada', null);
    expect(desktop.openFiles).toHaveBeenCalledWith([deck]);
  });

  it('a second launch focuses the running window and forwards the files on its command line', () => {
    fake.app.emit('second-instance', {}, ['/opt/Deckhand/deckhand', 'b.pptx'], '/home/ada', { files: ['/home/ada/b.pptx'] });
    expect(desktop.showWindow).toHaveBeenCalledOnce();
    expect(desktop.openFiles).toHaveBeenCalledWith(['/home/ada/b.pptx']);

    fake.app.emit('second-instance', {}, ['/opt/Deckhand/deckhand'], '/home/ada', { files: [] });
    expect(desktop.showWindow).toHaveBeenCalledTimes(2);
    expect(desktop.openFiles).toHaveBeenCalledOnce();
    expect(mocks.startDesktopApp).toHaveBeenCalledOnce();
  });

  it('opens documents macOS hands over (open-file), and shows the window on activate', () => {
    const preventDefault = vi.fn();
    fake.app.emit('open-file', { preventDefault }, '/Users/ada/q3.pptx');
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(desktop.openFiles).toHaveBeenCalledWith(['/Users/ada/q3.pptx']);
    const plan = resolve('/Users/ada/Q4 plan.pptx');
    fake.app.emit('open-file', { preventDefault }, pathToFileURL(plan).href);
    expect(desktop.openFiles).toHaveBeenLastCalledWith([plan]);
    fake.app.emit('open-file', { preventDefault }, 'https://example.com/q5.pptx');
    expect(desktop.openFiles).toHaveBeenCalledTimes(2);
    fake.app.emit('activate');
    expect(desktop.showWindow).toHaveBeenCalledOnce();
  });

  it.skipIf(process.platform === 'darwin')('closing the last window quits only when no task is running', () => {
    desktop.running = 1;
    fake.app.emit('window-all-closed');
    expect(fake.app.quit).not.toHaveBeenCalled();
    desktop.running = 0;
    fake.app.emit('window-all-closed');
    expect(fake.app.quit).toHaveBeenCalledOnce();
  });

  it('holds the first quit until core has closed (engine, uploads), then quits for real', async () => {
    let finishClosing = (): void => undefined;
    desktop.close.mockImplementationOnce(() => new Promise<void>((done) => (finishClosing = done)));
    const preventDefault = vi.fn();
    fake.app.emit('before-quit', { preventDefault });
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(desktop.close).toHaveBeenCalledOnce();
    await new Promise((done) => setTimeout(done, 20));
    expect(fake.app.quit).not.toHaveBeenCalled();

    finishClosing();
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalledOnce());
    const second = vi.fn();
    fake.app.emit('before-quit', { preventDefault: second });
    expect(second).not.toHaveBeenCalled();
    expect(desktop.close).toHaveBeenCalledOnce();
  });
});
