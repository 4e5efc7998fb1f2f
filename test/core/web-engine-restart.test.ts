/**
 * `npm run web` with its engine in a child process (issue #12, Isolation): killing the engine leaves the host
 * serving, the page is told "restarting" then "running", and app:info reports the restart.
 */
import { once } from 'node:events';
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { AppInfo, EngineStatus } from '../../shared/contract/ipc';
import type { WsServerFrame } from '../../shared/contract/ws-protocol';
import { startWebApp, type WebApp } from '../helpers/web-app';
import { waitUntil } from '../helpers/wait-until';

let app: WebApp;

beforeAll(async () => {
  app = await startWebApp();
});
afterAll(async () => {
  await app?.stop();
});

/** Child processes of `pid` whose command line mentions `marker` (Linux /proc). */
function childrenRunning(pid: number, marker: string): number[] {
  const found: number[] = [];
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    for (const child of readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(/\s+/).filter(Boolean)) {
      const cmdline = readFileSync(`/proc/${child}/cmdline`, 'utf8');
      if (cmdline.includes(marker)) found.push(Number(child));
    }
  }
  return found;
}

describe.skipIf(process.platform !== 'linux')('the web host when its engine dies', () => {
  it('keeps serving, starts the engine again and tells the page', async () => {
    const socket = new WebSocket(`${app.origin.replace('http:', 'ws:')}/ipc?token=${app.token}`, { headers: { origin: app.origin } });
    await once(socket, 'open');
    const frames: WsServerFrame[] = [];
    socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString('utf8')) as WsServerFrame));
    let nextId = 1;
    const info = async (): Promise<AppInfo> => {
      const id = nextId++;
      socket.send(JSON.stringify({ kind: 'request', id, channel: 'app:info' }));
      await waitUntil(() => frames.some((frame) => frame.kind === 'response' && frame.id === id));
      const frame = frames.find((f) => f.kind === 'response' && f.id === id);
      if (frame?.kind !== 'response' || !frame.result.ok) throw new Error('app:info failed');
      return frame.result.value as AppInfo;
    };
    await waitUntil(async () => (await info()).engineStatus?.state === 'running');

    const pid = app.child.pid ?? 0;
    const [engine] = childrenRunning(pid, 'engine-process');
    expect(engine).toBeGreaterThan(0);
    // Only what follows the kill (a page connected during the start also heard that the engine came up).
    const sinceKill = frames.length;
    process.kill(engine ?? 0, 'SIGKILL');

    const statuses = (): EngineStatus[] =>
      frames
        .slice(sinceKill)
        .flatMap((frame) => (frame.kind === 'event' && frame.event === 'engine:status' ? [frame.payload as EngineStatus] : []));
    await waitUntil(() => statuses().some((status) => status.state === 'running'));
    expect(statuses().map((status) => status.state)).toEqual(['restarting', 'running']);
    expect(await info()).toMatchObject({ engineStatus: { state: 'running', restarts: 1 }, engine: { running: true } });
    expect(app.child.exitCode).toBeNull();
    const [again] = childrenRunning(pid, 'engine-process');
    expect(again).not.toBe(engine);
    socket.close();
  });
});
