/**
 * `POST /tools/inspect?aspects=outline&name=<file name>` with the file's bytes as the body (`content-length`
 * required): an engine extension that reads a file without making a task, keeps nothing, and answers one member per
 * aspect asked for. Today `outline`: `{"outline": {"slides": [{number, title, hidden}], "problem"?: "…"}}` (a file the
 * PPTX library cannot read gets `problem`, in the words a merge or split would fail with); `text`: `{"text": "…"}`, the
 * slides' text (up to 20,000 characters, empty for a file that is not a deck) from which core guesses the language
 * before a *Detect* translation is uploaded. Further aspects (slide thumbnails, issue #21) join as names in
 * `aspects`, each read from the same one upload.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DeckOutline } from '../../../shared/contract/ipc';
import { formatBytes } from '../../../shared/format-bytes';
import type { EngineServices } from '../engine-services';
import { HttpError, invalidParameter } from '../lib/errors/http-error';
import { readDeckOutline, readDeckText } from '../lib/pptx/deck-outline';
import { usableDiskBytes } from '../store/disk-space';
import { baseName } from '../store/stored-file-names';
import type { Router } from './router';
import { sendJson } from './send-json';

type Aspect = 'outline' | 'text';

interface Inspection {
  outline?: DeckOutline;
  text?: string;
}

const ASPECTS: Readonly<Record<Aspect, (path: string, name: string) => Promise<Inspection>>> = {
  outline: async (path, name) => ({ outline: await readDeckOutline(path, name) }),
  text: async (path, name) => ({ text: await readDeckText(path, name) }),
};

function aspectsOf(raw: string | null): Aspect[] {
  const names = (raw ?? 'outline')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in ASPECTS));
  if (names.length === 0 || unknown.length > 0) {
    const known = Object.keys(ASPECTS).join(', ');
    throw invalidParameter(`aspects must name what to read: ${known}${unknown.length ? `, not "${unknown.join(', ')}"` : ''}.`);
  }
  return [...new Set(names)] as Aspect[];
}

/** Refuses a body longer than it said it was. */
function exactly(bytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      callback(seen > bytes ? invalidParameter(`The body is longer than its content-length of ${bytes} bytes.`) : null, chunk);
    },
  });
}

export function addInspectRoute(router: Router, services: EngineServices): void {
  router.add('POST', '/tools/inspect', async ({ req, res, url }) => {
    const aspects = aspectsOf(url.searchParams.get('aspects'));
    const name = baseName(url.searchParams.get('name') ?? '') || 'The file';
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (!Number.isSafeInteger(declared) || declared < 0) {
      throw new HttpError(411, 'length_required', 'Send the file with a content-length header.');
    }
    const limit = services.tools.largestFileLimit();
    if (declared > limit) throw new HttpError(413, 'file_size_exceeded', `“${name}” is larger than ${formatBytes(limit)}.`);
    const usable = await usableDiskBytes(services.dataDir, services.minFreeDiskBytes);
    if (usable !== null && declared > usable) {
      throw new HttpError(507, 'insufficient_storage', `The engine's disk has no room for “${name}” (${formatBytes(declared)}).`);
    }
    // Read where uploads arrive, and removed before the answer: an inspection keeps nothing.
    const dir = join(services.dataDir, 'inspect');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const path = join(dir, randomUUID());
    let answer: Inspection = {};
    try {
      await pipeline(req, exactly(declared), createWriteStream(path, { mode: 0o600 }));
      for (const aspect of aspects) answer = { ...answer, ...(await ASPECTS[aspect](path, name)) };
    } finally {
      await rm(path, { force: true });
    }
    sendJson(res, 200, answer);
  });
}
