/**
 * Load benchmark: 50 merges submitted at once while 200 subscribers follow them over server-sent events and a
 * poller reads task status ten times a second, against the engine running in its own process (as the app runs it).
 * Measured: time until all 50 are done, the engine's peak RSS, status-read latency (p50/p99/max) and errors.
 *
 * Reference: issue #12's measurement before the hardening (all 50 done in 138 s, peak RSS 419 MB, 0 errors).
 * Targets: 0 errors, every subscriber sees its task complete, p99 status latency < 250 ms, peak RSS < 512 MB.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Task } from '../../shared/contract/service';
import { CORPUS_ROOT } from '../helpers/corpus';
import { authHeaders, createTask, readTaskEvents } from '../helpers/engine';
import { waitForListening } from '../helpers/engine-process';
import { percentile } from './bench-timing';

const MERGES = 50;
const SUBSCRIBERS = 200;
const POLL_INTERVAL_MS = 100;
const DECKS = [`${CORPUS_ROOT}/pptx/pp-sld-slides.pptx`, `${CORPUS_ROOT}/pptx/poi-SampleShow.pptx`];
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

export async function runBench(log: (line: string) => void): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'deckhand-load-bench-'));
  const key = randomBytes(12).toString('hex');
  const engine = await waitForListening(
    spawn(process.execPath, ['--import', 'tsx', 'main/engine/cli.ts', '--port', '0', '--data', dataDir, '--key', key], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const pid = engine.child.pid ?? 0;
  let peakRss = rssBytes(pid);
  const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(pid))), 250);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  try {
    const tasks = await Promise.all(
      Array.from({ length: MERGES }, () =>
        createTask(engine.baseUrl, key, { type: 'pptx.join', files: DECKS.map((deck) => ({ path: deck })) }).catch(() => {
          errors += 1;
          return null;
        }),
      ),
    );
    const ids = tasks.filter((task): task is Task => task !== null).map((task) => task.id);
    let pollIndex = 0;
    const poller = setInterval(() => {
      const id = ids[pollIndex++ % ids.length];
      if (!id) return;
      const sent = performance.now();
      fetch(`${engine.baseUrl}/tools/tasks/${id}`, { headers: authHeaders(key) })
        .then(async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - sent);
          if (!response.ok) errors += 1;
        })
        .catch(() => (errors += 1));
    }, POLL_INTERVAL_MS);
    const streams = await Promise.all(
      Array.from({ length: SUBSCRIBERS }, (_, i) =>
        readTaskEvents(engine.baseUrl, key, ids[i % ids.length] ?? '', { timeoutMs: 30 * 60_000 }).catch(() => null),
      ),
    );
    clearInterval(poller);
    const elapsed = (performance.now() - started) / 1000;
    const completedStreams = streams.filter((capture) => capture?.closedByServer && capture.messages.at(-1)?.status === 'completed').length;
    // A failed merge or a stream that broke is an error.
    errors += SUBSCRIBERS - completedStreams;
    const sorted = [...latencies].sort((a, b) => a - b);
    log(
      `${MERGES} merges of ${DECKS.map((deck) => path.basename(deck)).join(' + ')}, ${SUBSCRIBERS} SSE subscribers, status read every ${POLL_INTERVAL_MS} ms`,
    );
    log(`all done in ${elapsed.toFixed(1)} s; engine peak RSS ${(peakRss / 1024 ** 2).toFixed(0)} MB; errors ${errors}`);
    log(`subscribers that saw "completed": ${completedStreams}/${SUBSCRIBERS}`);
    log(
      `status latency over ${sorted.length} reads: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
    );
    log('reference (issue #12, before): all 50 done in 138 s, peak RSS 419 MB, 0 errors');
  } finally {
    clearInterval(rssTimer);
    engine.child.kill('SIGTERM');
    await engine.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}
