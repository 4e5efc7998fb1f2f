/**
 * The utility process wrapper (main/shell/engine-utility-process.ts) with a stand-in child that only emits events: an
 * 'error' (a fatal V8 error in the engine) must never reach main as an unhandled EventEmitter error, and it ends in one
 * exit for the supervisor — the process's own, or one reported for it when Electron sends none.
 */
import { fake } from './electron-mock';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineUtilityProcess } from '../../main/shell/engine-utility-process';

class StandInChild extends EventEmitter {
  readonly kill = vi.fn(() => true);
  readonly postMessage = vi.fn();
}

function spawnStandIn(options?: { exitAfterErrorMs?: number }): { child: StandInChild; exits: (number | null)[] } {
  const child = new StandInChild();
  fake.utilityProcess.fork.mockImplementationOnce(() => child as never);
  const engine = engineUtilityProcess('/app/out/main/engine-process.js', options)();
  const exits: (number | null)[] = [];
  engine.onExit((code) => exits.push(code));
  return { child, exits };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the engine’s utility process', () => {
  it('handles a fatal error: logs it, ends the process, and reports the exit that follows once', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { child, exits } = spawnStandIn();
    expect(child.listenerCount('error')).toBe(1);
    expect(() => child.emit('error', 'FatalError', 'v8::internal::Heap::OOM', '{"header":{}}')).not.toThrow();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('FatalError at v8::internal::Heap::OOM'));
    expect(child.kill).toHaveBeenCalledOnce();
    expect(exits).toEqual([]);
    child.emit('exit', 134);
    child.emit('exit', 134);
    expect(exits).toEqual([134]);
  });

  it('reports the end itself when no exit follows the error (a process that never started)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const { child, exits } = spawnStandIn({ exitAfterErrorMs: 1_000 });
    child.emit('error', 'Failed to create null handle for ignoring stdio');
    await vi.advanceTimersByTimeAsync(999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([null]);
    // A late exit changes nothing.
    child.emit('exit', 0);
    expect(exits).toEqual([null]);
  });

  it('tells a listener added after the exit at once', () => {
    const child = new StandInChild();
    fake.utilityProcess.fork.mockImplementationOnce(() => child as never);
    const engine = engineUtilityProcess('/app/out/main/engine-process.js')();
    child.emit('exit', 0);
    const late = vi.fn();
    engine.onExit(late);
    expect(late).toHaveBeenCalledWith(0);
  });
});
