/**
 * SDK-dialect transfer benchmark (issue #10): one 300 MiB file into the engine the two ways DeckFlow's SDK sends
 * files, against curl's multipart POST to the same engine (running in its own process):
 *   - pre-upload: `POST /v1/spaces/{spaceId}/file/auth`, 10 MiB parts PUT five at a time to the signed part URLs,
 *     the completion POST, then the JSON create `{fileIds, type, params, spaceId}`;
 *   - inline: one multipart `POST /v1/tools/tasks` (spaceId, type, params, then the file), as the SDK sends files
 *     under 10 MiB (a 300 MiB inline create is what a caller of the wire protocol may send).
 * What is compared is the engine's side of each path, so every path has the same client: curl, sending the bodies
 * the SDK sends (the same multipart fields in the same order; the part PUTs five at a time, from the file cut into
 * 10 MiB parts beforehand, as the SDK slices it in memory; the small JSON calls with fetch). The SDK itself first
 * reads the file whole and hashes it in JavaScript: its own cost, not the engine's, left out here.
 * Each timing runs from the first request to the created task; the tool (test.copy) then finishes before the next
 * transfer. Rounds rotate the order; best-of and median ratios are printed, and the engine's CPU seconds per
 * transfer, which the load from other work on the machine disturbs less than wall time.
 * Target: both SDK paths ≥ 0.8× curl's throughput to the root route.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
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
const ROUNDS = 5;
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

/** Runs curl with `args`; rejects unless it exits 0. */
function curl(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('curl', ['-sS', '--fail-with-body', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`curl exited ${code}: ${out}`))));
  });
}

/** curl's multipart POST of the file to the root route: the reference. */
async function curlUpload(baseUrl: string, key: string, file: string): Promise<{ ms: number; task: Task }> {
  const started = performance.now();
  const out = await curl([
    '-H',
    `Authorization: Bearer ${key}`,
    '-F',
    'type=test.copy',
    '-F',
    'params={}',
    '-F',
    `files=@${file}`,
    `${baseUrl}/tools/tasks`,
  ]);
  return { ms: performance.now() - started, task: JSON.parse(out) as Task };
}

/** The file cut into the SDK's 10 MiB parts, once, before any timing. */
async function cutParts(file: string, dir: string): Promise<string[]> {
  const parts: string[] = [];
  for (let start = 0; start < FILE_BYTES; start += PART_BYTES) {
    const part = path.join(dir, `part-${parts.length + 1}.bin`);
    await pipeline(createReadStream(file, { start, end: Math.min(FILE_BYTES, start + PART_BYTES) - 1 }), createWriteStream(part));
    parts.push(part);
  }
  return parts;
}

async function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  return ok(await fetch(url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
}

/**
 * The SDK's pre-upload path: announce, PUT the parts (multipart field `file`) to the signed part URLs five at a time
 * and without any header, complete with the receipts, then the JSON create.
 */
async function sdkPreUpload(
  baseUrl: string,
  key: string,
  md5: string,
  partFiles: string[],
  work: string,
): Promise<{ ms: number; task: Task }> {
  const headers = { Authorization: `Bearer ${key}`, 'X-Auth-UUID': AUTH_UUID };
  const started = performance.now();
  const announce = { name: 'big.bin', bytes: FILE_BYTES, hash: md5, chunkSize: PART_BYTES };
  const auth = (await postJson(`${baseUrl}/v1/spaces/bench/file/auth`, headers, announce)) as UploadAuthResponse;
  const partAuths = auth.multipartPartAuths ?? [];
  if (partAuths.length !== partFiles.length) throw new Error(`the engine asked for ${partAuths.length} parts`);
  const answers = partFiles.map((_, i) => path.join(work, `answer-${i + 1}.json`));
  const args = ['-Z', '--parallel-max', String(PART_CONCURRENCY)];
  partFiles.forEach((part, i) => {
    if (i > 0) args.push('--next', '-sS', '--fail-with-body');
    args.push(
      '-X',
      'PUT',
      '-F',
      `file=@${part};filename=big.bin;type=application/octet-stream`,
      '-o',
      answers[i] ?? '',
      partAuths[i]?.url ?? '',
    );
  });
  await curl(args);
  const parts = await Promise.all(
    answers.map(async (answer, i) => ({ partNumber: i + 1, hash: (JSON.parse(await readFile(answer, 'utf8')) as { hash: string }).hash })),
  );
  await postJson(auth.auth?.url ?? '', {}, { parts });
  const task = (await postJson(`${baseUrl}/v1/tools/tasks`, headers, {
    fileIds: [auth.id],
    type: 'test.copy',
    params: {},
    spaceId: 'bench',
  })) as Task;
  return { ms: performance.now() - started, task };
}

/** The SDK's inline create: fields spaceId, type, params, then the file, to /v1. */
async function sdkInline(baseUrl: string, key: string, file: string): Promise<{ ms: number; task: Task }> {
  const started = performance.now();
  const out = await curl([
    '-H',
    `Authorization: Bearer ${key}`,
    '-H',
    `X-Auth-UUID: ${AUTH_UUID}`,
    '-F',
    'spaceId=bench',
    '-F',
    'type=test.copy',
    '-F',
    'params={}',
    '-F',
    `files=@${file};filename=big.bin`,
    `${baseUrl}/v1/tools/tasks`,
  ]);
  return { ms: performance.now() - started, task: JSON.parse(out) as Task };
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

/** Lets the copy finish (so its disk traffic does not overlap the next transfer), deletes the task, flushes. */
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
  // Every path ends with an fsync of its task.json, which waits for the dirty data written before it: flush the
  // copy's 300 MiB now, so a transfer never pays for the previous one's writeback.
  spawnSync('sync');
}

export async function runBench(log: (line: string) => void): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'deckhand-sdk-transfer-bench-'));
  const key = randomBytes(16).toString('hex');
  let engine: EngineProcess | null = null;
  try {
    const big = path.join(work, 'big.bin');
    // Announced in file/auth, as the SDK does (the engine checks it only for uploads sent in one request).
    const md5 = await writeRandomFile(big, FILE_BYTES);
    const partFiles = await cutParts(big, work);
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
      preUpload: () => measured('preUpload', () => sdkPreUpload(baseUrl, key, md5, partFiles, work), 'bench'),
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
