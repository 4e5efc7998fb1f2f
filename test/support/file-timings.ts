/**
 * How long each test file took in a full run, kept in test/timings.json (path relative to the repository → seconds).
 * The sequencer starts the longest files first, so that on two cores the run does not end with one long file
 * running alone; the file is a hint, so a stale or missing entry only costs ordering, never a test.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TIMINGS_FILE = fileURLToPath(new URL('../timings.json', import.meta.url));

export type FileTimings = Record<string, number>;

export function readTimings(): FileTimings {
  if (!existsSync(TIMINGS_FILE)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(TIMINGS_FILE, 'utf8'));
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/** Merges `measured` into the stored timings (files not run this time keep their entry) and writes them sorted. */
export function writeTimings(measured: FileTimings): void {
  const merged = { ...readTimings(), ...measured };
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(TIMINGS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}
