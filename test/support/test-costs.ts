/**
 * Where the suite's time goes (docs/testing.md): with DECKHAND_TEST_COSTS=FILE, the helpers that start something
 * costly (an engine, the web host, Chromium, a Postgres cluster) append one JSON line per start to FILE, with the
 * test file and how long the start took. Nothing is recorded otherwise. `npm run test:costs` sums a run's lines.
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect } from 'vitest';

export type CostKind = 'engine' | 'engine-process' | 'web-host' | 'chromium' | 'postgres';

const FILE = process.env.DECKHAND_TEST_COSTS;

/** Times `start` and records it under `kind` when costs are being recorded; returns what it resolved to. */
export async function recordCost<T>(kind: CostKind, start: () => Promise<T>): Promise<T> {
  if (!FILE) return start();
  const began = performance.now();
  const value = await start();
  const ms = Math.round(performance.now() - began);
  const testFile = relative(process.cwd(), expect.getState().testPath ?? '');
  appendFileSync(FILE, `${JSON.stringify({ kind, ms, file: testFile })}\n`);
  return value;
}
