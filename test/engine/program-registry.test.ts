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
import { findFfmpeg } from '../../main/engine/lib/media/ffmpeg';
import type { ToolError } from '../../main/engine/lib/errors/tool-error';
import { ENGLISH_WORDING } from '../../shared/i18n/recipes/recipe-words';

const ROOT = join(import.meta.dirname, '../..');

/** The catalog's English for a refusal's code (shared/i18n/unavailable-messages.ts). */
function englishOf(error: ToolError): string {
  return error.unavailable ? ENGLISH_WORDING.t(`unavailable.${error.unavailable.code}`, error.unavailable.params) : '';
}
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
  for (const name of ['DECKHAND_POPPLER', 'DECKHAND_TESSERACT', 'DECKHAND_SOFFICE', 'DECKHAND_FFMPEG']) {
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
    // By code for a window to word, its English the engine's word for word.
    const error = (await findPdftotext().catch((caught: unknown) => caught)) as ToolError;
    expect(error.unavailable).toEqual({
      code: 'program-path-wrong',
      params: { program: 'pdftotext', env: 'DECKHAND_POPPLER', value: folder, envTo: 'folder', executable: 'pdftotext' },
    });
    expect(englishOf(error)).toBe(error.message);
    const program = join(folder, 'pdftotext');
    await writeFile(program, '#!/bin/sh\nexit 0\n');
    await chmod(program, 0o755);
    expect(await findPdftotext()).toBe(program);
  });

  it('refuses a program variable that names no program, rather than falling back', async () => {
    process.env.DECKHAND_TESSERACT = join(dir, 'no-tesseract-here');
    await expect(locateTesseract()).rejects.toThrow(/Tesseract was not found: DECKHAND_TESSERACT points to/);
    const error = (await locateTesseract().catch((caught: unknown) => caught)) as ToolError;
    expect(error.unavailable?.code).toBe('program-path-wrong');
    expect(englishOf(error)).toBe(error.message);
    delete process.env.DECKHAND_TESSERACT;
    await expect(locateProgram('pdfinfo')).resolves.toMatch(/pdfinfo$/);
  });

  it('says by code that LibreOffice lacks a module, and that an ffmpeg cannot encode H.264', async () => {
    const program = join(dir, 'office', 'soffice');
    await mkdir(join(dir, 'office'), { recursive: true });
    await writeFile(program, '#!/bin/sh\nexit 0\n');
    await chmod(program, 0o755);
    process.env.DECKHAND_SOFFICE = program;
    const module = (await locateProgram('libreoffice-writer').catch((caught: unknown) => caught)) as ToolError;
    expect(module.message).toMatch(/^LibreOffice Writer is needed for this conversion but is not installed \(.*soffice has no libswlo/);
    expect(module.unavailable).toMatchObject({ code: 'module-missing', params: { module: 'Writer', program } });
    expect(englishOf(module)).toBe(module.message);

    process.env.DECKHAND_FFMPEG = program;
    const ffmpeg = (await findFfmpeg().catch((caught: unknown) => caught)) as ToolError;
    expect(ffmpeg.message).toMatch(/^ffmpeg was found \(.*\) but it cannot encode H\.264 \(no libx264\)/);
    expect(ffmpeg.unavailable).toMatchObject({ code: 'ffmpeg-no-h264', params: { tried: program, encoder: 'libx264' } });
    expect(englishOf(ffmpeg)).toBe(ffmpeg.message);
    process.env.DECKHAND_FFMPEG = join(dir, 'no-ffmpeg-here');
    const wrong = (await findFfmpeg().catch((caught: unknown) => caught)) as ToolError;
    expect(wrong.unavailable).toMatchObject({ code: 'program-path-wrong', params: { program: 'ffmpeg', envTo: 'path' } });
    expect(englishOf(wrong)).toBe(wrong.message);
  });
});
