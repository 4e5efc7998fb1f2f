/**
 * Where the shared test corpus is: `DECKHAND_CORPUS`, else the nearest `shared/corpus` folder beside the
 * checkout or one of its parents (the project keeps it at `../shared/corpus`).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function findCorpus(): string {
  const fromEnv = process.env.DECKHAND_CORPUS;
  if (fromEnv) return resolve(fromEnv);
  let dir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  for (;;) {
    const candidate = join(dir, 'shared', 'corpus');
    if (existsSync(join(candidate, 'pptx'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('The test corpus was not found: set DECKHAND_CORPUS to the folder holding pptx/, ppt/, images/ …');
    dir = parent;
  }
}

export const CORPUS_ROOT = findCorpus();
