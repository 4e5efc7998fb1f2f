/**
 * The order of a stop between the app and the engine's process (shared/contract/engine-stop.ts), with a stand-in
 * child and fake timers: the supervisor asks first, kills only once the engine's own grace is over, and not at all when
 * the engine ends in time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { superviseEngine, type EngineChild } from '../../main/core/engine-supervisor';
import type { ToEngineProcess } from '../../main/engine/engine-process-protocol';
import {
  APP_QUIT_WAIT_MS,
  ENGINE_DRAIN_GRACE_MS,
  ENGINE_KILL_AFTER_MS,
  ENGINE_STOP_GRACE_MS,
  TOOL_ABORT_GRACE_MS,
} from '../../shared/contract/engine-stop';

/** An engine process that listens at once and exits when told to, or when killed. */
function standInChild(): { child: EngineChild; sent: ToEngineProcess[]; kill: ReturnType<typeof vi.fn>; exit(code: number): void } {
  const sent: ToEngineProcess[] = [];
  let onMessage: Parameters<EngineChild['onMessage']>[0] = () => undefined;
  let onExit: (code: number | null) => void = () => undefined;
  const exit = (code: number | null): void => onExit(code);
  const kill = vi.fn(() => exit(null));
  const child: EngineChild = {
    send: (message) => {
      sent.push(message);
      if (message.kind === 'start') queueMicrotask(() => onMessage({ kind: 'listening', baseUrl: 'http://127.0.0.1:4000' }));
    },
    onMessage: (listener) => (onMessage = listener),
    onExit: (listener) => (onExit = listener),
    kill,
  };
  return { child, sent, kill, exit };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('stopping the engine', () => {
  it('each side waits longer than the step it waits for', () => {
    expect(ENGINE_STOP_GRACE_MS).toBeGreaterThan(ENGINE_DRAIN_GRACE_MS + TOOL_ABORT_GRACE_MS);
    expect(ENGINE_KILL_AFTER_MS).toBeGreaterThan(ENGINE_STOP_GRACE_MS);
    expect(APP_QUIT_WAIT_MS).toBeGreaterThan(ENGINE_KILL_AFTER_MS);
  });

  it('asks the process to stop, and kills it only once the engine’s grace and the margin are over', async () => {
    vi.useFakeTimers();
    const standIn = standInChild();
    const engine = await superviseEngine(() => standIn.child, { dataDir: '/data', key: 'k' });
    let closed = false;
    void engine.close().then(() => (closed = true));
    expect(standIn.sent.map((message) => message.kind)).toEqual(['start', 'stop']);
    await vi.advanceTimersByTimeAsync(ENGINE_STOP_GRACE_MS);
    expect(standIn.kill).not.toHaveBeenCalled();
    expect(closed).toBe(false);
    await vi.advanceTimersByTimeAsync(ENGINE_KILL_AFTER_MS - ENGINE_STOP_GRACE_MS);
    expect(standIn.kill).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(engine.status().state).toBe('stopped');
  });

  it('does not kill a process that stopped within its grace', async () => {
    vi.useFakeTimers();
    const standIn = standInChild();
    const engine = await superviseEngine(() => standIn.child, { dataDir: '/data', key: 'k' });
    const closing = engine.close();
    await vi.advanceTimersByTimeAsync(ENGINE_STOP_GRACE_MS - 1);
    standIn.exit(0);
    await closing;
    await vi.advanceTimersByTimeAsync(ENGINE_KILL_AFTER_MS);
    expect(standIn.kill).not.toHaveBeenCalled();
    expect(engine.status().state).toBe('stopped');
  });
});
