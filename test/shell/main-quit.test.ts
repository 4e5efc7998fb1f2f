/**
 * Quitting (main/shell/index.ts) when core takes long to close: the quit waits past the supervisor's kill of the
 * engine's process (shared/contract/engine-stop.ts), then goes ahead. A file of its own: the entry's quit is one-shot.
 */
import { fake } from './electron-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_QUIT_WAIT_MS, ENGINE_KILL_AFTER_MS } from '../../shared/contract/engine-stop';

const mocks = vi.hoisted(() => {
  const desktop = {
    showWindow: vi.fn(),
    runningCount: vi.fn(() => 0),
    openFiles: vi.fn((_paths: string[]) => Promise.resolve()),
    // Never finishes: an engine that neither stops nor dies.
    close: vi.fn(() => new Promise<void>(() => undefined)),
  };
  return { desktop, startDesktopApp: vi.fn(() => Promise.resolve(desktop)) };
});

vi.mock('../../main/shell/desktop-app', () => ({ startDesktopApp: mocks.startDesktopApp }));

beforeAll(async () => {
  const argv = process.argv;
  process.argv = ['/opt/Deckhand/deckhand'];
  try {
    await import('../../main/shell/index');
  } finally {
    process.argv = argv;
  }
  await vi.waitFor(() => expect(mocks.startDesktopApp).toHaveBeenCalledOnce());
  await vi.waitFor(() => expect(mocks.desktop.openFiles).toHaveBeenCalled());
});

afterAll(() => {
  vi.useRealTimers();
});

describe('quitting while core does not finish closing', () => {
  it('holds the quit past the supervisor’s kill of the engine, then quits', async () => {
    expect(APP_QUIT_WAIT_MS).toBeGreaterThan(ENGINE_KILL_AFTER_MS);
    vi.useFakeTimers();
    const preventDefault = vi.fn();
    fake.app.emit('before-quit', { preventDefault });
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(mocks.desktop.close).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(ENGINE_KILL_AFTER_MS);
    expect(fake.app.quit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(APP_QUIT_WAIT_MS - ENGINE_KILL_AFTER_MS);
    expect(fake.app.quit).toHaveBeenCalledOnce();

    // The quit that follows goes through.
    const again = vi.fn();
    fake.app.emit('before-quit', { preventDefault: again });
    expect(again).not.toHaveBeenCalled();
  });
});
