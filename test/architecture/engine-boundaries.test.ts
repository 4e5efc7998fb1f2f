/**
 * Where the engine's work may happen (docs/architecture.md, "Rules a test enforces"): tasks come into being only
 * through the intake pipeline, the HTTP layer does no document work (it runs on the thread that serves every event
 * stream; documents are read in worker threads), and only the team server's folder knows Postgres.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, ROOT, sourceFiles } from './source-imports';

const files = sourceFiles('main').map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

/** Files whose text matches `pattern`. */
function filesMatching(pattern: RegExp): string[] {
  return files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
}

/** What the inspect route may load: the request's types, and the cache's folder to empty at start (files only). */
const INSPECT_FOR_HTTP = new Set(['main/engine/inspect/inspection.ts', 'main/engine/inspect/thumbnail-cache.ts']);

describe('engine boundaries', () => {
  it('inputs are committed and tasks created only by the intake pipeline (intake/accept-task.ts)', () => {
    // The repository decorator that retries through a database restart passes the call on; it creates nothing itself.
    const wrappers = new Set(['main/engine/store/patient-task-repository.ts']);
    expect(filesMatching(/\.commitInputs\(/)).toEqual(['main/engine/intake/accept-task.ts']);
    expect(filesMatching(/\btasks\.create\(/).filter((file) => !wrappers.has(file))).toEqual(['main/engine/intake/accept-task.ts']);
  });

  it('the HTTP layer loads no sharp, PPTX library, LibreOffice or document reader (inspect/ runs in a worker)', () => {
    const documentWork = (to: string): boolean =>
      to === 'sharp' ||
      /^main\/engine\/lib\/(pptx|office|pdf|media)\//.test(to) ||
      (to.startsWith('main/engine/inspect/') && !INSPECT_FOR_HTTP.has(to));
    const edges = sourceFiles('main/engine/http').flatMap(importsOf);
    const loading = edges.filter((edge) => !edge.typeOnly && documentWork(edge.to)).map((edge) => `${edge.from} imports ${edge.spec}`);
    expect(loading).toEqual([]);
    expect(edges.some((edge) => edge.to === 'main/engine/worker/run-inspection.ts')).toBe(true);
  });

  it('Postgres (pg, pg-boss) is loaded only by the team server (engine/team/)', () => {
    const postgres = new Set(['pg', 'pg-boss']);
    const edges = sourceFiles('main').flatMap(importsOf);
    const outside = edges
      .filter((edge) => postgres.has(edge.to) && !edge.from.startsWith('main/engine/team/'))
      .map((edge) => `${edge.from} imports ${edge.spec}`);
    expect(outside).toEqual([]);
    expect(edges.some((edge) => edge.from === 'main/engine/team/pg-boss-job-queue.ts' && edge.to === 'pg-boss')).toBe(true);
  });
});
