/**
 * Timing for benchmarks: wall-clock and CPU time (this process's and its reaped children's), each side run several
 * times alternately on this shared machine and its best run kept (the least disturbed by other load).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Cost {
  /** Wall-clock milliseconds. */
  wall: number;
  /** CPU milliseconds of this process (incl. libvips threads) and of the child processes it waited for. */
  cpu: number;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** User+system CPU of reaped children, from /proc/self/stat (cutime, cstime); Node has no API for it. */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

export async function measure(fn: () => Promise<unknown>): Promise<Cost> {
  const cpu = process.cpuUsage();
  const children = childrenCpuMs();
  const started = performance.now();
  await fn();
  const wall = performance.now() - started;
  const own = process.cpuUsage(cpu);
  return { wall, cpu: (own.user + own.system) / 1000 + childrenCpuMs() - children };
}

/** Alternates reference/ours `rounds` times; keeps each side's best wall time and best CPU time. */
export async function bestOf(
  rounds: number,
  ours: () => Promise<unknown>,
  reference: () => Promise<unknown>,
): Promise<{ ours: Cost; reference: Cost }> {
  const best = { ours: { wall: Infinity, cpu: Infinity }, reference: { wall: Infinity, cpu: Infinity } };
  const keep = (side: Cost, cost: Cost): void => {
    side.wall = Math.min(side.wall, cost.wall);
    side.cpu = Math.min(side.cpu, cost.cpu);
  };
  for (let i = 0; i < rounds; i++) {
    keep(best.reference, await measure(reference));
    keep(best.ours, await measure(ours));
  }
  return best;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

export function loadNote(): string {
  return `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;
}

/** Where generated benchmark inputs are kept between runs (they take a while to build): the system's temp folder. */
export const BENCH_CACHE = join(tmpdir(), 'deckhand-bench');

/** The p-th percentile of `values` (nearest rank, not interpolated); NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
