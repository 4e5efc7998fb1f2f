/**
 * Where the shared test corpus is: `DECKHAND_CORPUS`, else the nearest `shared/corpus` folder beside the
 * checkout or one of its parents (the project keeps it at `../shared/corpus`), else beside the checkout a local
 * clone was made from (`git clone . /tmp/fresh` of a checkout that has the corpus beside it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHECKOUT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `shared/corpus` beside `start` or one of its parents. */
function corpusAbove(start: string): string | undefined {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'corpus');
    if (existsSync(join(candidate, 'pptx'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The folder this checkout was cloned from, when that is a path on this machine. */
function localOrigin(): string | undefined {
  try {
    const url = execFileSync('git', ['-C', CHECKOUT, 'config', '--get', 'remote.origin.url'], { encoding: 'utf8' }).trim();
    const path = url.startsWith('file://') ? fileURLToPath(url) : url;
    return isAbsolute(path) && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function corpusAboveOrigin(): string | undefined {
  const origin = localOrigin();
  return origin ? corpusAbove(origin) : undefined;
}

function findCorpus(): string {
  const fromEnv = process.env.DECKHAND_CORPUS;
  if (fromEnv) return resolve(fromEnv);
  // git is asked only when the corpus is not beside this checkout.
  const found = corpusAbove(CHECKOUT) ?? corpusAboveOrigin();
  if (!found) throw new Error('The test corpus was not found: set DECKHAND_CORPUS to the folder holding pptx/, ppt/, images/ …');
  return found;
}

export const CORPUS_ROOT = findCorpus();
