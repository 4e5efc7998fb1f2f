import { defineConfig } from 'vitest/config';

/**
 * The fast part of the suite (`npm run test:fast`, with format, lint and typecheck): tests that need no system
 * program (LibreOffice, ffmpeg, Chromium), no child process and no build. Everything else is the full part, which
 * `npm test` runs after it. A new test file lands in the full part unless it is listed here.
 */
const UNIT = [
  'test/core/{ipc-contract,ipc-router,multipart-body,output-name,settings-keys,cloud-key-binding,engine-stop-timing}.test.ts',
  'test/shell/{preload,ipc-binding,single-instance,window,menu-dialogs,notifications-tray,main-entry,main-quit,safe-storage-cipher,engine-utility-process,packaging-config}.test.ts',
  'test/engine/{tool-registry,font-families,pptx-package,server-auth,server-prechecks,slide-placement,outline-parser,tool-selection,task-runner-stop}.test.ts',
  'test/renderer/**/*.test.ts',
  'test/architecture/*.test.ts',
  'test/recipes/recipe-check.test.ts',
];

/** Tests of the real Electron app (test/electron/app-window.test.ts): skipped, saying why, without an Electron binary. */
const ELECTRON = ['test/electron/**/*.test.ts'];

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
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT } },
      {
        extends: true,
        test: { name: 'full', include: ['test/**/*.test.ts'], exclude: ['node_modules/**', 'out/**', ...UNIT, ...ELECTRON] },
      },
      // The real window: needs the Electron binary and a display, so it runs on its own (`npm run test:electron`).
      { extends: true, test: { name: 'electron', include: ELECTRON } },
    ],
  },
});
