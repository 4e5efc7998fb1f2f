/**
 * A watch folder whose output folder fills (issue #33): `deckhand watch` with its output folder on a real 2 MB tmpfs
 * (a private mount namespace) pauses with the documented reason and exits 1, instead of "failed unexpectedly:
 * ENOSPC", and says no output was made (a picture cut short by the disk was once written and listed as done).
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareEngine } from '../helpers/deckhand-cli';
import { startTestEngine, type TestEngine } from '../helpers/engine';
import { REPO_ROOT } from '../helpers/engine-process';
import { CAN_MOUNT_SMALL_DISK, smallDisk } from '../helpers/small-disk';

let engine: TestEngine;
let unshare: () => Promise<void>;
let work: string;

beforeAll(async () => {
  if (!CAN_MOUNT_SMALL_DISK) return;
  engine = await startTestEngine({ testTools: false });
  unshare = await shareEngine(engine);
  work = await mkdtemp(join(tmpdir(), 'deckhand-watch-full-'));
});
afterAll(async () => {
  await unshare?.();
  await engine?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe.skipIf(!CAN_MOUNT_SMALL_DISK)('a watch folder whose output disk fills', () => {
  it('pauses with the reason and exits 1, leaving no truncated output behind', async () => {
    const inbox = join(work, 'inbox');
    const out = join(work, 'out');
    await mkdir(inbox);
    await mkdir(out);
    // Several megabytes of PNG that a resize to its own width leaves as large: it cannot fit on the 2 MB disk.
    const noise = {
      create: { width: 1400, height: 1400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    } as const;
    await writeFile(join(inbox, 'noise.png'), await sharp(noise).png({ compressionLevel: 0 }).toBuffer());
    const recipe = join(work, 'resize.json');
    await writeFile(
      recipe,
      JSON.stringify({ version: 1, name: 'Same size', steps: [{ type: 'image.resize', params: { maxWidth: 1400 } }] }),
    );

    const [program = '', ...args] = [
      ...smallDisk(2),
      out,
      process.execPath,
      '--import',
      'tsx',
      'main/cli/index.ts',
      'watch',
      inbox,
      '--recipe',
      recipe,
      '-o',
      out,
      '--data',
      engine.dataDir,
    ];
    const child = spawn(program, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let stdout = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(stderr).toMatch(/stopped: The output folder .* is on a full disk/);
    expect(stderr).not.toContain('failed unexpectedly');
    expect(code).toBe(1);
    // No output was said to be made: a picture cut short by the full disk would have been listed as written.
    expect(stdout).not.toMatch(/\.png/);
  });
});
