/**
 * The real desktop app, end to end: the built app (`npm run build`, out/) started by the Electron binary through
 * Playwright's Electron support, with a user-data folder of its own. The window opens on the tool sidebar, two decks go
 * into Merge through its file input (in Electron the preload turns them into paths), the merge runs on the local
 * engine in its utility process, and its card reaches Completed. Quitting goes through the app's own stop sequence.
 *
 * Needs an Electron binary, which `ELECTRON_SKIP_BINARY_DOWNLOAD=1` installs (the project's own machines) do not have:
 * there it is skipped, saying so. It is its own vitest project (`npm run test:electron`, after a build), not part of
 * `npm test`: on Linux it needs a display (`xvfb-run -a npm run test:electron`). .github/workflows/ci.yml runs it on
 * Linux, macOS and Windows.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron } from 'playwright-core';
import type { ElectronApplication, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WAIT_MS = 120_000;

/** The Electron binary `npm install` downloaded, or why there is none. */
function electronBinary(): { path: string } | { missing: string } {
  let path: string;
  try {
    // The electron package's main module is the binary's path; it throws when its postinstall did not download one.
    path = createRequire(import.meta.url)('electron') as string;
  } catch (error) {
    return { missing: `no Electron binary is installed (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!existsSync(path)) return { missing: `the Electron binary is missing at ${path}` };
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { missing: 'there is no display: run it as `xvfb-run -a npm run test:electron`' };
  }
  return { path };
}

const binary = electronBinary();
const skipReason =
  'missing' in binary
    ? `Skipped: ${binary.missing}. Install with Electron's binary (no ELECTRON_SKIP_BINARY_DOWNLOAD) to run the real window.`
    : null;
if (skipReason) console.warn(`test/electron/app-window.test.ts — ${skipReason}`);

describe.skipIf(skipReason !== null)('the desktop app’s window (Electron)', () => {
  let app: ElectronApplication | undefined;
  let userData: string;
  let window: Page;

  beforeAll(async () => {
    if ('missing' in binary) return;
    expect(existsSync(join(ROOT, 'out', 'main', 'index.js')), 'out/main/index.js is missing: run `npm run build` first').toBe(true);
    userData = await mkdtemp(join(tmpdir(), 'deckhand-electron-e2e-'));
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value;
    // The built renderer, not a dev server; Electron as itself, not as Node.
    delete env.ELECTRON_RENDERER_URL;
    delete env.ELECTRON_RUN_AS_NODE;
    app = await _electron.launch({
      executablePath: binary.path,
      // Its own user data (settings, engine data, the single-instance lock): never the developer's.
      args: [`--user-data-dir=${userData}`, ROOT],
      cwd: ROOT,
      env,
      timeout: WAIT_MS,
    });
    window = await app.firstWindow({ timeout: WAIT_MS });
  });

  afterAll(async () => {
    await app?.close();
    if (userData) await rm(userData, { recursive: true, force: true });
  });

  it('opens the window on the sidebar of tools', async () => {
    const sidebar = window.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Merge', exact: true }).waitFor({ timeout: WAIT_MS });
    const links = await sidebar.getByRole('link').allTextContents();
    expect(links.slice(0, 2)).toEqual(['Merge', 'Split']);
    expect(links.slice(-2)).toEqual(['History', 'Settings']);
    expect(await window.title()).toBe('Deckhand');
  });

  it('merges two decks on the local engine', async () => {
    // The corpus is read only here, so that a machine without Electron skips the file without needing it.
    const { CORPUS_ROOT } = await import('../helpers/corpus');
    const decks = [join(CORPUS_ROOT, 'pptx', 'pp-tbl-cell.pptx'), join(CORPUS_ROOT, 'pptx', 'poi-SampleShow.pptx')];
    await window.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Merge', exact: true }).click();
    await window.getByLabel('Add decks').setInputFiles(decks);
    const staged = window.getByRole('list', { name: 'Decks to merge, in slide order' }).getByRole('listitem');
    await expect
      .poll(() => staged.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))), { timeout: WAIT_MS })
      .toEqual(['pp-tbl-cell.pptx, 1 of 2', 'poi-SampleShow.pptx, 2 of 2']);
    await window.getByRole('button', { name: 'Merge', exact: true }).click();
    const card = window.getByRole('region', { name: 'Results' }).getByRole('article', { name: 'pp-tbl-cell.pptx + 1 more' });
    await card.getByText('Completed', { exact: true }).waitFor({ timeout: WAIT_MS });
  });
});
