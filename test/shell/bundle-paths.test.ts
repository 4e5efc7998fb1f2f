/**
 * The built app (out/, made by `npm test`'s build step) against what main loads at run time and what packaging ships:
 * a path that is wrong here is a blank window or a missing tray icon only on a user's machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { superviseEngine } from '../../main/core/engine-supervisor';
import { bundlePaths } from '../../main/shell/app-paths';
import { engineChildProcess } from '../../main/web/engine-child-process';
import { CORPUS_ROOT } from '../helpers/corpus';
import { runTask } from '../helpers/engine';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN_BUNDLE = join(ROOT, 'out', 'main', 'index.js');
const paths = (): ReturnType<typeof bundlePaths> => bundlePaths(pathToFileURL(MAIN_BUNDLE).href, ROOT);

describe('bundle paths', () => {
  it('the built main finds its preload, renderer and icons, and electron-builder ships them', () => {
    expect(existsSync(MAIN_BUNDLE), 'out/main/index.js is missing: run `npx electron-vite build` first').toBe(true);
    const paths = bundlePaths(pathToFileURL(MAIN_BUNDLE).href, ROOT);
    for (const [name, path] of Object.entries(paths)) expect(existsSync(path), `${name}: ${path}`).toBe(true);

    const builder = readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8');
    expect(builder).toMatch(/^ {2}- out\/\*\*$/m);
    for (const icon of [paths.icon, paths.trayIcon, paths.trayTemplateIcon]) {
      const shipped = relative(ROOT, icon);
      expect(builder, shipped).toContain(`  - ${shipped}\n`);
      const hiDpi = shipped.replace(/\.png$/, '@2x.png');
      if (icon !== paths.icon) expect(existsSync(join(ROOT, hiDpi)) && builder.includes(`  - ${hiDpi}\n`), hiDpi).toBe(true);
    }
  });

  it('the preload bundle needs nothing at run time but electron (a sandboxed preload can require little else)', () => {
    const preload = readFileSync(join(ROOT, 'out', 'preload', 'index.cjs'), 'utf8');
    const required = [...preload.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]);
    expect(new Set(required)).toEqual(new Set(['electron']));
  });

  it('the bundled engine process runs a real tool in its bundled worker, as the utility process will', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'deckhand-bundled-engine-'));
    const engine = await superviseEngine(engineChildProcess(paths().engineProcess), { dataDir, key: 'k' });
    try {
      const { task } = await runTask(
        { baseUrl: engine.baseUrl, key: 'k' },
        { type: 'pptx.join', files: [{ path: `${CORPUS_ROOT}/pptx/pp-minimal.pptx` }, { path: `${CORPUS_ROOT}/pptx/pp-sld-slides.pptx` }] },
      );
      expect(task.status, JSON.stringify(task.error)).toBe('completed');
    } finally {
      await engine.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
