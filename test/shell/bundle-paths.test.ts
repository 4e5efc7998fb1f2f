/**
 * The built app (out/, made by `npm test`'s build step) against what main loads at run time and what packaging ships:
 * a path that is wrong here is a blank window or a missing tray icon only on a user's machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundlePaths } from '../../main/shell/app-paths';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN_BUNDLE = join(ROOT, 'out', 'main', 'index.js');

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
});
