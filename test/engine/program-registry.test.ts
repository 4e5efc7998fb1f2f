/**
 * The programs the engine runs are described once (lib/process/program-registry.ts): CI and the team server's image
 * install every Debian package the registry names, every program a tool definition may require is found through it,
 * and each locator honours its environment variable (pdftotext included, which once looked only on PATH).
 */
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '../../shared/tools/catalog';
import { PROGRAM_PROBES } from '../../main/engine/tools/availability';
import { locateProgram, PROGRAMS, type ProgramFacts } from '../../main/engine/lib/process/program-registry';
import { findPdftotext } from '../../main/engine/translation/documents/pdf-text';
import { locateTesseract } from '../../main/engine/lib/ocr/tesseract';

const ROOT = join(import.meta.dirname, '../..');
const registryPackages = [...new Set(Object.values(PROGRAMS).flatMap((facts) => facts.debianPackages))];

/** The packages named in a shell array `apt_packages=( … )`, comments left out. */
function aptPackages(script: string): string[] {
  const body = /apt_packages=\(([\s\S]*?)\n\)/.exec(script)?.[1] ?? '';
  return body
    .split('\n')
    .map((line) => line.replace(/#.*/, ''))
    .flatMap((line) => line.split(/\s+/))
    .filter(Boolean);
}

let dir: string;
const saved = { ...process.env };
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-programs-'));
});
afterEach(() => {
  for (const name of ['DECKHAND_POPPLER', 'DECKHAND_TESSERACT']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the program registry', () => {
  it("is covered by .ci/run's and the team server image's package lists", async () => {
    const ci = aptPackages(await readFile(join(ROOT, '.ci/run'), 'utf8'));
    expect(ci.length).toBeGreaterThan(10);
    expect(registryPackages.filter((pkg) => !ci.includes(pkg))).toEqual([]);
    const dockerfile = await readFile(join(ROOT, 'deploy/team-server/Dockerfile'), 'utf8');
    const image =
      /apt-get install[^\n]*\\\n([\s\S]*?)&&/
        .exec(dockerfile)?.[1]
        ?.split(/[\s\\]+/)
        .filter(Boolean) ?? [];
    expect(registryPackages.filter((pkg) => !image.includes(pkg))).toEqual([]);
  });

  it('has every program a tool definition requires, and probes each of its entries', () => {
    const required = new Set(CATALOG.flatMap((definition) => definition.requires));
    expect([...required].filter((name) => !Object.hasOwn(PROGRAMS, name))).toEqual([]);
    expect(Object.keys(PROGRAM_PROBES).sort()).toEqual(Object.keys(PROGRAMS).sort());
    for (const [name, facts] of Object.entries<ProgramFacts>(PROGRAMS)) {
      const whole = facts.partOf?.program;
      if (whole !== undefined) expect(Object.hasOwn(PROGRAMS, whole), `${name} is part of ${whole}`).toBe(true);
    }
  });

  it('finds pdftotext in the folder DECKHAND_POPPLER names, and says so when it is not there', async () => {
    const folder = join(dir, 'poppler');
    await mkdir(folder, { recursive: true });
    process.env.DECKHAND_POPPLER = folder;
    await expect(findPdftotext()).rejects.toThrow(/pdftotext was not found: DECKHAND_POPPLER points to .* which has no pdftotext/);
    const program = join(folder, 'pdftotext');
    await writeFile(program, '#!/bin/sh\nexit 0\n');
    await chmod(program, 0o755);
    expect(await findPdftotext()).toBe(program);
  });

  it('refuses a program variable that names no program, rather than falling back', async () => {
    process.env.DECKHAND_TESSERACT = join(dir, 'no-tesseract-here');
    await expect(locateTesseract()).rejects.toThrow(/Tesseract was not found: DECKHAND_TESSERACT points to/);
    delete process.env.DECKHAND_TESSERACT;
    await expect(locateProgram('pdfinfo')).resolves.toMatch(/pdfinfo$/);
  });
});
