import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, realpath, rename, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, extname, join } from 'node:path';
import { officeEnv } from '../../main/engine/lib/office/office-standby';

/**
 * Where every test's direct LibreOffice outputs are kept by content (docs/testing.md, "Render cache"): a corpus deck
 * the reference renders of ten files share is converted once per machine, not once per file. Engine outputs differ
 * byte for byte from run to run, so they never hit; DECKHAND_TEST_RENDER_CACHE=0 turns the cache off.
 */
const CACHE_DIR = join(tmpdir(), 'deckhand-test-renders');
const cacheOn = (): boolean => process.env.DECKHAND_TEST_RENDER_CACHE !== '0';

let stampOnce: Promise<string> | undefined;

/** Which LibreOffice draws: its program's real path, size and time, so an upgrade starts a new cache. */
function officeStamp(): Promise<string> {
  stampOnce ??= (async () => {
    for (const dir of (process.env.PATH ?? '').split(delimiter)) {
      const candidate = join(dir, 'soffice');
      try {
        const real = await realpath(candidate);
        const info = await stat(real);
        return `${real}:${info.size}:${info.mtimeMs}`;
      } catch {
        // Not in this PATH entry.
      }
    }
    return 'soffice';
  })();
  return stampOnce;
}

async function cacheKey(input: string, target: string): Promise<string> {
  const hash = createHash('sha256').update(`${await officeStamp()}\0${target}\0`);
  hash.update(await readFile(input));
  return hash.digest('hex');
}

/** LibreOffice names an output after its input, with the target's extension (`pdf:impress_pdf_Export` → .pdf). */
const outputName = (input: string, target: string): string => `${basename(input, extname(input))}.${target.split(':')[0] ?? target}`;

/**
 * LibreOffice run directly, as the reference the tests hold the engine's output against: headless, with a throw-away
 * profile of its own, every input converted to `target` into `outDir` in one run. It runs as long as it needs (the
 * calling test's or hook's timeout bounds it, which a synchronous call could not let fire), and a failure says so.
 * An input converted before (same bytes, target and LibreOffice) is copied from the render cache instead.
 */
export async function sofficeConvert(
  inputs: readonly string[],
  options: { outDir: string; profile: string; target?: string },
): Promise<void> {
  const target = options.target ?? 'pdf';
  if (!cacheOn()) {
    await runSoffice(inputs, { ...options, target });
    return;
  }
  await mkdir(options.outDir, { recursive: true });
  await mkdir(CACHE_DIR, { recursive: true });
  const keyed = await Promise.all(inputs.map(async (input) => ({ input, key: await cacheKey(input, target) })));
  const missing: typeof keyed = [];
  for (const item of keyed) {
    try {
      await copyFile(join(CACHE_DIR, item.key), join(options.outDir, outputName(item.input, target)));
    } catch {
      missing.push(item);
    }
  }
  if (missing.length === 0) return;
  await runSoffice(
    missing.map((item) => item.input),
    { ...options, target },
  );
  for (const item of missing) {
    const made = join(options.outDir, outputName(item.input, target));
    // Written aside and renamed, so a file running beside this one never copies half a render.
    const aside = join(CACHE_DIR, `${item.key}.${process.pid}.part`);
    try {
      await copyFile(made, aside);
      await rename(aside, join(CACHE_DIR, item.key));
    } catch {
      // No output for this input: the caller finds it missing and says so; nothing is cached.
    }
  }
}

async function runSoffice(inputs: readonly string[], options: { outDir: string; profile: string; target: string }): Promise<void> {
  const args = [
    `-env:UserInstallation=file://${options.profile}`,
    '--headless',
    '--norestore',
    '--convert-to',
    options.target,
    '--outdir',
    options.outDir,
    ...inputs,
  ];
  const child = spawn('soffice', args, { stdio: 'ignore', env: officeEnv() });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0) throw new Error(`soffice ${args.join(' ')} ended with ${code === null ? 'a signal' : `exit code ${code}`}`);
}
