/**
 * With DECKHAND_TEST_CPU=FILE, each test file appends one JSON line to FILE: the CPU seconds its worker process and
 * every child it waited for (LibreOffice, Ghostscript, Chromium, engine processes) spent while the file ran, beside
 * its wall time. Unlike wall time, CPU time hardly changes with the machine's load, so it says which files cost the
 * suite most even when measured on a busy machine (docs/testing.md).
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';

const target = process.env.DECKHAND_TEST_CPU;

/** utime + stime + cutime + cstime of this process, in seconds (proc(5): fields 14–17, in clock ticks). */
function cpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return ticks / 100;
}

if (target) {
  let startCpu = 0;
  let startWall = 0;
  let file = '';
  beforeAll(() => {
    file = relative(process.cwd(), expect.getState().testPath ?? '');
    // Children (LibreOffice through a logging wrapper, engine processes) can say which file started them.
    process.env.DECKHAND_TEST_FILE = file;
    startCpu = cpuSeconds();
    startWall = performance.now();
  });
  afterAll(() => {
    const cpu = Math.round((cpuSeconds() - startCpu) * 10) / 10;
    const wall = Math.round((performance.now() - startWall) / 100) / 10;
    appendFileSync(target, `${JSON.stringify({ file, cpu, wall })}\n`);
  });
}
