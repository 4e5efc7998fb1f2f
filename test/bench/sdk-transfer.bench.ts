/**
 * SDK-dialect transfer benchmark (issue #10): one 300 MiB file into the engine the two ways DeckFlow's SDK sends
 * files, against curl's multipart POST to the same engine (running in its own process):
 *   - pre-upload: `POST /v1/spaces/{spaceId}/file/auth`, 10 MiB parts PUT five at a time to the signed part URLs,
 *     the completion POST, then the JSON create `{fileIds, type, params, spaceId}`;
 *   - inline: one multipart `POST /v1/tools/tasks` (spaceId, type, params, then the file), as the SDK sends files
 *     under 10 MiB (a 300 MiB inline create is what a caller of the wire protocol may send).
 * What is measured is the engine's side of each path, so the client is as lean as curl: node:http streaming the
 * file's byte ranges from disk into the same multipart bodies the SDK sends (the SDK itself first reads the file
 * whole into memory and hashes it in JavaScript: its own cost, so the md5 is computed once, before the timings).
 * Each timing runs from the first request to the created task; the tool (test.copy) then finishes before the next
 * transfer. Rounds rotate the order; best-of and median ratios are printed. Target: both ≥ 0.8× curl's throughput.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isTerminalStatus, type Task } from '../../shared/contract/service';
import { spawnEngine, type EngineProcess } from '../helpers/engine-process';
import type { UploadAuthResponse } from '../helpers/sdk-wire';

const MiB = 1024 * 1024;
const FILE_BYTES = 300 * MiB;
const PART_BYTES = 10 * MiB;
const PART_CONCURRENCY = 5;
const ROUNDS = 3;
const AUTH_UUID = 'b3f0c7e2-0d7a-4a55-9c1e-5a1d2f6b8e90';
const COPY_TOOL_MODULE = fileURLToPath(new URL('../core/fixtures/copy-tool.ts', import.meta.url));

async function writeRandomFile(file: string, bytes: number): Promise<string> {
  const out = createWriteStream(file);
  const hash = createHash('md5');
  for (let written = 0; written < bytes; written += 8 * MiB) {
    const chunk = randomBytes(Math.min(8 * MiB, bytes - written));
    hash.update(chunk);
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return hash.digest('hex');
}

/** curl's own time_total for a multipart POST of the file to the root dialect. */
function curlUpload(baseUrl: string, key: string, file: string): Promise<{ ms: number; task: Task }> {
  return new Promise((resolve, reject) => {
    const args = ['-sS', '--fail-with-body', '-w', '\n%{time_total}', '-H', `Authorization: Bearer ${key}`];
    args.push('-F', 'type=test.copy', '-F', 'params={}', '-F', `files=@${file}`, `${baseUrl}/tools/tasks`);
    const child = spawn('curl', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      const lines = out.trim().split('\n');
      if (code !== 0) reject(new Error(`curl exited ${code}: ${out}`));
      else resolve({ ms: Number(lines.at(-1)) * 1000, task: JSON.parse(lines.slice(0, -1).join('\n')) as Task });
    });
  });
}

interface Answer {
  status: number;
  body: unknown;
}

interface FilePart {
  field: string;
  name: string;
  path: string;
  start: number;
  /** Exclusive. */
  end: number;
}

/**
 * One request with a JSON body, or a multipart body of `fields` then one file range streamed from disk (1 MiB
 * reads), framed as FormData clients frame it.
 */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: { json?: unknown; fields?: Array<[string, string]>; file?: FilePart },
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const boundary = `----deckhand-bench-${randomBytes(8).toString('hex')}`;
    let head = Buffer.alloc(0);
    let tail = Buffer.alloc(0);
    let length = 0;
    const allHeaders: Record<string, string | number> = { ...headers };
    if (body.file || body.fields) {
      const parts = (body.fields ?? []).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      if (body.file) {
        parts.push(
          `--${boundary}\r\nContent-Disposition: form-data; name="${body.file.field}"; filename="${body.file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        );
      }
      head = Buffer.from(parts.join(''));
      tail = Buffer.from(`${body.file ? '\r\n' : ''}--${boundary}--\r\n`);
      length = head.length + tail.length + (body.file ? body.file.end - body.file.start : 0);
      allHeaders['content-type'] = `multipart/form-data; boundary=${boundary}`;
    } else if (body.json !== undefined) {
      head = Buffer.from(JSON.stringify(body.json));
      length = head.length;
    }
    allHeaders['content-length'] = length;
    const request = httpRequest(url, { method, headers: allHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const parsed = text ? (JSON.parse(text) as unknown) : null;
        if ((response.statusCode ?? 0) >= 300) reject(new Error(`${method} ${url}: ${response.statusCode} ${text}`));
        else resolve({ status: response.statusCode ?? 0, body: parsed });
      });
    });
    request.on('error', reject);
    request.write(head);
    if (!body.file) {
      request.end(tail);
      return;
    }
    const stream = createReadStream(body.file.path, { start: body.file.start, end: body.file.end - 1, highWaterMark: MiB });
    stream.on('error', reject);
    stream.on('end', () => request.end(tail));
    stream.pipe(request, { end: false });
  });
}

/** The SDK's pre-upload path, with the SDK's requests and headers (bare requests to the signed upload URLs). */
async function sdkPreUpload(baseUrl: string, key: string, file: string, md5: string): Promise<{ ms: number; task: Task }> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${key}`, 'X-Auth-UUID': AUTH_UUID };
  const started = performance.now();
  const auth = (
    await send(`${baseUrl}/v1/spaces/bench/file/auth`, 'POST', headers, {
      json: { name: 'big.bin', bytes: FILE_BYTES, hash: md5, chunkSize: PART_BYTES },
    })
  ).body as UploadAuthResponse;
  const partAuths = auth.multipartPartAuths ?? [];
  const partSize = auth.multipartPartSize ?? PART_BYTES;
  const parts: Array<{ partNumber: number; hash: string }> = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < partAuths.length) {
      const index = next++;
      const range = {
        field: 'file',
        name: 'big.bin',
        path: file,
        start: index * partSize,
        end: Math.min(FILE_BYTES, (index + 1) * partSize),
      };
      const answer = (await send(partAuths[index]?.url ?? '', 'PUT', {}, { file: range })).body as { hash: string };
      parts.push({ partNumber: index + 1, hash: answer.hash });
    }
  };
  await Promise.all(Array.from({ length: PART_CONCURRENCY }, worker));
  parts.sort((a, b) => a.partNumber - b.partNumber);
  await send(auth.auth?.url ?? '', 'POST', { 'Content-Type': 'application/json' }, { json: { parts } });
  const created = await send(`${baseUrl}/v1/tools/tasks`, 'POST', headers, {
    json: { fileIds: [auth.id], type: 'test.copy', params: {}, spaceId: 'bench' },
  });
  return { ms: performance.now() - started, task: created.body as Task };
}

/** The SDK's inline create: fields spaceId, type, params, then the file. */
async function sdkInline(baseUrl: string, key: string, file: string): Promise<{ ms: number; task: Task }> {
  const started = performance.now();
  const created = await send(
    `${baseUrl}/v1/tools/tasks`,
    'POST',
    { Authorization: `Bearer ${key}`, 'X-Auth-UUID': AUTH_UUID },
    {
      fields: [
        ['spaceId', 'bench'],
        ['type', 'test.copy'],
        ['params', '{}'],
      ],
      file: { field: 'files', name: 'big.bin', path: file, start: 0, end: FILE_BYTES },
    },
  );
  return { ms: performance.now() - started, task: created.body as Task };
}

async function ok(response: Response): Promise<unknown> {
  const body = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** CPU seconds (user + system, all threads) the engine process has used so far, from /proc (Linux). */
async function engineCpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Lets the copy finish (so its disk traffic does not overlap the next transfer), then deletes the task. */
async function settle(baseUrl: string, key: string, id: string, space: string): Promise<void> {
  const url = `${baseUrl}/tools/tasks/${id}?spaceId=${space}`;
  for (;;) {
    const task = (await ok(await fetch(url, { headers: { Authorization: `Bearer ${key}` } }))) as Task;
    if (isTerminalStatus(task.status)) {
      if (task.status !== 'completed') throw new Error(`test.copy ${task.status}: ${JSON.stringify(task.error)}`);
      if (task.result?.size !== FILE_BYTES) throw new Error(`the engine received ${task.result?.size} bytes`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await fetch(url, { method: 'DELETE', headers: { Authorization: `Bearer ${key}` } });
}

export async function runBench(log: (line: string) => void): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'deckhand-sdk-transfer-bench-'));
  const key = randomBytes(16).toString('hex');
  let engine: EngineProcess | null = null;
  try {
    const big = path.join(work, 'big.bin');
    // Announced in file/auth, as the SDK does (the engine checks it only for uploads sent in one request).
    const md5 = await writeRandomFile(big, FILE_BYTES);
    engine = await spawnEngine(['--port', '0', '--data', path.join(work, 'engine'), '--key', key], {
      testTools: false,
      env: { DECKHAND_ENGINE_TEST_TOOLS: COPY_TOOL_MODULE },
    });
    const { baseUrl } = engine;

    const pid = engine.child.pid ?? 0;
    const cpu: Record<'curl' | 'preUpload' | 'inline', number[]> = { curl: [], preUpload: [], inline: [] };
    /** Times one transfer, and the engine's CPU for it (less sensitive to other load on the machine than wall time). */
    const measured = async (
      name: keyof typeof cpu,
      transfer: () => Promise<{ ms: number; task: Task }>,
      space: string,
    ): Promise<number> => {
      const cpu0 = await engineCpuSeconds(pid);
      const run = await transfer();
      cpu[name].push((await engineCpuSeconds(pid)) - cpu0);
      await settle(baseUrl, key, run.task.id, space);
      return run.ms;
    };
    const runs = {
      curl: () => measured('curl', () => curlUpload(baseUrl, key, big), 'default'),
      preUpload: () => measured('preUpload', () => sdkPreUpload(baseUrl, key, big, md5), 'bench'),
      inline: () => measured('inline', () => sdkInline(baseUrl, key, big), 'bench'),
    };
    // Warm-up: load every module and open the code paths once.
    await runs.preUpload();
    cpu.preUpload.length = 0;
    const samples: Record<keyof typeof runs, number[]> = { curl: [], preUpload: [], inline: [] };
    const order: Array<keyof typeof runs> = ['curl', 'preUpload', 'inline'];
    const rate = (ms: number): string => `${(FILE_BYTES / MiB / (ms / 1000)).toFixed(0)} MiB/s`;
    for (let round = 1; round <= ROUNDS; round++) {
      // Rotate who goes first, so a burst of load from elsewhere does not always hit the same side.
      const rotated = [...order.slice(round % 3), ...order.slice(0, round % 3)];
      for (const name of rotated) samples[name].push(await runs[name]());
      log(
        `round ${round}: curl ${rate(samples.curl.at(-1) ?? 0)}, SDK pre-upload ${rate(samples.preUpload.at(-1) ?? 0)}, SDK inline ${rate(samples.inline.at(-1) ?? 0)}`,
      );
    }
    const best = (values: number[]): number => Math.min(...values);
    const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    log(`${FILE_BYTES / MiB} MiB into the engine over loopback, best of ${ROUNDS} rounds (target ≥ 0.8× curl):`);
    log(
      `  engine CPU seconds per transfer (median): curl's POST ${median(cpu.curl).toFixed(2)}, ` +
        `pre-upload ${median(cpu.preUpload).toFixed(2)}, inline ${median(cpu.inline).toFixed(2)}`,
    );
    for (const name of ['preUpload', 'inline'] as const) {
      const ratio = best(samples.curl) / best(samples[name]);
      const label = name === 'preUpload' ? 'SDK pre-upload (10 MiB parts ×5)' : 'SDK inline create';
      log(
        `  ${label}: ${rate(best(samples[name]))} vs curl ${rate(best(samples.curl))} → ${ratio.toFixed(2)}× ${ratio >= 0.8 ? 'OK' : 'MISSED'}` +
          ` (median ${(median(samples.curl) / median(samples[name])).toFixed(2)}×)`,
      );
    }
  } finally {
    engine?.child.kill('SIGTERM');
    await engine?.exited;
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runBench((line) => console.log(line)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
