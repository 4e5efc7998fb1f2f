import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './test/support/longest-first-sequencer';
import { SlowestFilesReporter } from './test/support/slowest-files-reporter';
import { ELECTRON, OWN_PROCESS, UNIT } from './test/support/test-projects';

export default defineConfig({
  test: {
    exclude: ['node_modules/**', 'out/**'],
    // A bound for a test that hangs, not a speed target: on a machine running two copies of the suite beside other
    // work (load 8–60), one LibreOffice conversion or engine start can take minutes. Tests await events, never time.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // expect.poll waits for something to happen; on a busy machine that can take far longer than its 1 s default.
    expect: { poll: { timeout: 30_000, interval: 50 } },
    pool: 'forks',
    // i18next-icu's ES build default-imports intl-messageformat, a CommonJS package Node hands over as a namespace;
    // inlined, Vite gives it the default the browser build gets, so the renderer's messages format in unit tests too.
    server: { deps: { inline: ['i18next-icu'] } },
    // One file more than there are cores: most files spend part of their time waiting on LibreOffice, Chromium or
    // Postgres, so a third file on two cores fills that time (docs/testing.md: 1 worker 1,658 s, 2 workers 1,078 s, 3
    // workers 959 s for the full part). DECKHAND_TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.DECKHAND_TEST_WORKERS) || availableParallelism() + 1,
    reporters: ['default', new SlowestFilesReporter()],
    // A no-op unless DECKHAND_TEST_CPU names a file for each test file's CPU seconds (docs/testing.md).
    setupFiles: ['test/support/file-cpu.ts'],
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT } },
      {
        extends: true,
        test: {
          name: 'full',
          include: ['test/**/*.test.ts'],
          exclude: ['node_modules/**', 'out/**', ...UNIT, ...ELECTRON, ...OWN_PROCESS],
          // Files share a worker and its loaded modules instead of a fresh process each: loading the engine's ~190
          // modules cost ~2 s of CPU per file (docs/testing.md). env-reset.ts gives each file the worker's first
          // environment; no file of this project mocks modules or globals. DECKHAND_TEST_ISOLATE=1 gives each file its
          // own process again, to tell whether a failure comes from a file before it.
          isolate: process.env.DECKHAND_TEST_ISOLATE === '1',
          // Added to the root's setup files (file-cpu.ts), which projects that extend it inherit.
          setupFiles: ['test/support/env-reset.ts'],
        },
      },
      // The rest of the full part: `npm run test:full` runs both projects.
      { extends: true, test: { name: 'full-own-process', include: OWN_PROCESS } },
      // The real window: needs the Electron binary and a display, so it runs on its own (`npm run test:electron`).
      { extends: true, test: { name: 'electron', include: ELECTRON } },
    ],
  },
});
