/** Which test files run in which vitest project (vitest.config.ts), apart so tests can check them too. */

/**
 * The fast part of the suite (`npm run test:fast`, with format, lint and typecheck): tests that need no system
 * program (LibreOffice, ffmpeg, Chromium), no child process and no build. Everything else is the full part, which
 * `npm test` runs after it. A new test file lands in the full part unless it is listed here.
 */
export const UNIT = [
  'test/core/{app-texts,ipc-contract,ipc-router,multipart-body,output-name,settings-keys,cloud-key-binding,engine-stop-timing,write-all}.test.ts',
  'test/shell/{preload,ipc-binding,single-instance,window,menu-dialogs,notifications-tray,main-entry,main-quit,safe-storage-cipher,engine-utility-process,packaging-config}.test.ts',
  'test/engine/{tool-registry,font-families,pptx-package,server-auth,server-prechecks,slide-placement,list-family,word-fit,outline-parser,tool-selection,task-runner-stop,address-policy,office-env,text-shade,backdrop-watermark}.test.ts',
  'test/renderer/**/*.test.ts',
  'test/architecture/*.test.ts',
  'test/recipes/recipe-check.test.ts',
];

/**
 * Full-part files that replace modules (`vi.mock`, here `electron` through test/shell/electron-mock.ts): a mocked
 * module stays in a worker's module cache, so these get a fresh process per file (test/architecture/test-mocks.test.ts
 * checks that every file that mocks is listed here or in UNIT).
 */
export const OWN_PROCESS = ['test/shell/{desktop-app,engine-process,preview-protocol}.test.ts'];

/** Tests of the real Electron app (test/electron/app-window.test.ts): skipped, saying why, without an Electron binary. */
export const ELECTRON = ['test/electron/**/*.test.ts'];
