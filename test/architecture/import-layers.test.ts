/**
 * The layering rules of docs/architecture.md, checked on every import in main/: the engine's folders import only
 * their own layer or below, core loads nothing of the engine but its public protocol types, and ZIP archives are
 * read and written only through the engine's one ZIP library (main/engine/lib/zip).
 */
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles, type ImportEdge } from './source-imports';

/** Higher imports lower or equal, never higher. The engine's top-level files (app, server, cli…) sit above all. */
const ENGINE_LAYERS: Readonly<Record<string, number>> = {
  http: 6,
  intake: 5,
  uploads: 5,
  webhooks: 5,
  team: 5,
  store: 4,
  queue: 4,
  worker: 4,
  blobs: 4,
  events: 4,
  tools: 3,
  inspect: 3,
  translation: 2,
  generation: 2,
  revamp: 2,
  templates: 2,
  'layout-check': 2,
  lib: 1,
};
const ENGINE_TOP = 7;
/**
 * The routes are handed the engine's services, and the team server's backends are of the backends' type: they may
 * name those types, never load the modules that build them.
 */
const TYPES_FROM_ABOVE = new Set(['main/engine/engine-services.ts', 'main/engine/engine-backends.ts']);

/** What core may take from the engine: the protocol its supervisor speaks with the engine's process. */
const CORE_MAY_IMPORT = new Set(['main/engine/engine-process-protocol.ts']);
/** Known exceptions being removed (issue #18); the list only shrinks. */
const CORE_EXCEPTIONS = new Set<string>([]);

/** The one reader (zip-open.ts finds the end record for it) and the one writer. */
const ZIP_OWNERS: Readonly<Record<string, readonly string[]>> = {
  yauzl: ['main/engine/lib/zip/zip-open.ts', 'main/engine/lib/zip/zip-reader.ts'],
  yazl: ['main/engine/lib/zip/zip-writer.ts'],
};
const ZIP_PACKAGES = new Set(Object.keys(ZIP_OWNERS));
/**
 * Raw yauzl users outside the engine's ZIP library. Core extracts the slide decks the service delivers and may not
 * load engine internals (it runs in Electron's main process), so it keeps its own small extractor; for the same
 * reason it reads the one picture Compress's before/after preview shows out of a deck (package-picture.ts).
 */
const ZIP_EXCEPTIONS = new Set(['main/core/slide-decks-extract.ts', 'main/core/package-picture.ts']);

function engineLayer(file: string): { name: string; rank: number } | null {
  if (!file.startsWith('main/engine/')) return null;
  const [, , folder = '', rest] = file.split('/');
  if (rest === undefined) return { name: '(engine top level)', rank: ENGINE_TOP };
  const rank = ENGINE_LAYERS[folder];
  if (rank === undefined) throw new Error(`${folder}/ has no layer: add it to ENGINE_LAYERS and docs/architecture.md`);
  return { name: folder, rank };
}

const edges = sourceFiles('main').flatMap(importsOf);

describe('import layers', () => {
  it('the engine imports only its own layer or the layers below', () => {
    const upward = edges.flatMap((edge) => {
      const from = engineLayer(edge.from);
      const to = engineLayer(edge.to);
      if (edge.typeOnly && TYPES_FROM_ABOVE.has(edge.to)) return [];
      return from && to && to.rank > from.rank ? [`${edge.from} (${from.name}) imports ${edge.spec} (${to.name})`] : [];
    });
    expect(upward).toEqual([]);
  });

  it('core loads nothing of the engine but its public protocol types', () => {
    const reaching = edges
      .filter((edge) => edge.from.startsWith('main/core/') && edge.to.startsWith('main/engine/'))
      .filter((edge) => !CORE_MAY_IMPORT.has(edge.to) && !CORE_EXCEPTIONS.has(edge.from))
      .map((edge) => `${edge.from} imports ${edge.spec}`);
    expect(reaching).toEqual([]);
    for (const file of CORE_EXCEPTIONS) expect(edges.some((edge) => edge.from === file && edge.to.startsWith('main/engine/'))).toBe(true);
  });

  it('ZIP archives are opened only through lib/zip/zip-reader.ts and written only through lib/zip/zip-writer.ts', () => {
    const raw = edges
      .filter((edge) => ZIP_PACKAGES.has(edge.to) && !ZIP_OWNERS[edge.to]?.includes(edge.from) && !ZIP_EXCEPTIONS.has(edge.from))
      .map((edge) => `${edge.from} imports ${edge.to}`);
    expect(raw).toEqual([]);
    for (const file of ZIP_EXCEPTIONS) expect(edges.some((edge) => edge.from === file && ZIP_PACKAGES.has(edge.to))).toBe(true);
  });

  it('main/fs, used by every main-side process, imports none of them (nor Electron)', () => {
    const reaching = edges
      .filter((edge) => edge.from.startsWith('main/fs/'))
      .filter((edge) => edge.to === 'electron' || (edge.to.startsWith('main/') && !edge.to.startsWith('main/fs/')))
      .map((edge) => `${edge.from} imports ${edge.spec}`);
    expect(reaching).toEqual([]);
    expect(edges.some((edge) => edge.from.startsWith('main/fs/'))).toBe(true);
  });

  it("the engine's library has no import circles (a module is understood from the ones below it)", () => {
    const lib = edges.filter((edge) => edge.from.startsWith('main/engine/lib/') && edge.to.startsWith('main/engine/lib/'));
    const next = new Map<string, string[]>();
    for (const edge of lib) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const to of next.get(file) ?? []) visit(to, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of next.keys()) visit(file, []);
    expect(circles).toEqual([]);
    expect(lib.length).toBeGreaterThan(100);
  });

  it('sees the imports it checks', () => {
    const of = (file: string): ImportEdge[] => edges.filter((edge) => edge.from === file);
    expect(of('main/engine/tools/pptx-join.ts').some((edge) => edge.to.startsWith('main/engine/lib/'))).toBe(true);
    expect(of('main/engine/app.ts').find((edge) => edge.to === 'main/engine/engine-services.ts')?.typeOnly).toBe(true);
    expect(of('main/engine/server.ts').find((edge) => edge.to === 'main/engine/engine-services.ts')?.typeOnly).toBe(false);
    expect(of('main/engine/tools/registry.ts').filter((edge) => edge.spec.startsWith('./')).length).toBeGreaterThan(20);
  });
});
