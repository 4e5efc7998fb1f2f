import { Busboy } from '@fastify/busboy';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMultipartBody, fileDisposition } from '../../main/core/service-client/multipart-body';
import type { MultipartBody } from '../../main/core/service-client/multipart-body';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deckhand-multipart-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function* bodyBytes(body: MultipartBody): AsyncGenerator<Buffer> {
  for (const segment of body.segments) {
    if (segment.kind === 'bytes') yield segment.data;
    else if (segment.size > 0) yield* createReadStream(segment.path) as AsyncIterable<Buffer>;
  }
}

/** Parses the body with busboy, the multipart parser the local engine uses, as an independent check. */
async function parse(
  body: MultipartBody,
): Promise<{ fields: Record<string, string>; files: { name: string; data: string; mime: string }[]; length: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of bodyBytes(body)) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  const fields: Record<string, string> = {};
  const files: { name: string; data: string; mime: string }[] = [];
  await new Promise<void>((resolve, reject) => {
    const busboy = new Busboy({ headers: { 'content-type': body.contentType } });
    busboy.on('field', (name, value) => (fields[name] = value));
    busboy.on('file', (_field, stream, filename, _encoding, mime) => {
      const parts: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => parts.push(chunk));
      stream.on('end', () => files.push({ name: filename, data: Buffer.concat(parts).toString('utf8'), mime }));
    });
    busboy.on('finish', resolve);
    busboy.on('error', reject);
    Readable.from([bytes]).pipe(busboy);
  });
  return { fields, files, length: bytes.length };
}

describe('multipart body', () => {
  it('announces its exact length and round-trips fields, files and awkward names through busboy', async () => {
    const names = [
      'plain.pptx',
      'Fotó nature.jpg',
      'say "hi".pptx',
      'back\\slash.pptx',
      '日本語 deck.pptx',
      'emoji 🎉.pptx',
      "it's (1).pptx",
      'empty.txt',
    ];
    const files = await Promise.all(
      names.map(async (name, index) => {
        const file = path.join(dir, `f${index}`);
        const content = name === 'empty.txt' ? '' : `content of ${name}\r\n--not-a-boundary`;
        await writeFile(file, content);
        return { path: file, name, size: Buffer.byteLength(content) };
      }),
    );
    const body = buildMultipartBody(
      [
        ['type', 'pptx.join'],
        ['params', JSON.stringify({ title: 'Ünïcode "q"' })],
      ],
      files,
    );
    const parsed = await parse(body);
    expect(parsed.length).toBe(body.length);
    expect(parsed.fields).toEqual({ type: 'pptx.join', params: JSON.stringify({ title: 'Ünïcode "q"' }) });
    expect(parsed.files.map((file) => file.name)).toEqual(names.map((name) => name.replace('\\', '_')));
    expect(parsed.files[0]?.data).toBe('content of plain.pptx\r\n--not-a-boundary');
    expect(parsed.files[0]?.mime).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(parsed.files[7]?.data).toBe('');
  });

  it('escapes quotes, replaces backslashes and line breaks, and adds filename* only for non-ASCII names', () => {
    expect(fileDisposition('files', 'a.pptx')).toBe('form-data; name="files"; filename="a.pptx"');
    expect(fileDisposition('files', 'say "hi"\\.pptx')).toBe('form-data; name="files"; filename="say \\"hi\\"_.pptx"');
    expect(fileDisposition('files', 'evil\r\nX-Injected: 1.pptx')).toBe('form-data; name="files"; filename="evil X-Injected: 1.pptx"');
    expect(fileDisposition('files', "Fotó (1)'.jpg")).toBe(
      `form-data; name="files"; filename="Fotó (1)'.jpg"; filename*=UTF-8''Fot%C3%B3%20%281%29%27.jpg`,
    );
  });
});
