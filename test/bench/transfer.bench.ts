/**
 * Transfer benchmark: upload and download of one 300 MiB file through the core ServiceClient vs curl, against
 * the same local engine running in its own process (so this process's RSS is the client's alone).
 *
 * The engine runs `test.copy` (test/core/fixtures/copy-tool.ts), a test-only tool whose output is its input
 * copied on disk: the upload and the download move the same 300 MiB, and the tool's own time is excluded
 * (we wait for completion between the two timed transfers). Client timings are measured in-process from the
 * call to its resolution; curl's are its own `time_total`. Rounds alternate which side goes first; the summary
 * gives best-of and median ratios (this machine's load from other work makes single runs noisy).
 *
 * Targets: client throughput ≥ 0.8× curl; RSS growth during client transfers < 64 MB.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ServiceClient } from '../../main/core/service-client/service-client';
import type { Task } from '../../shared/contract/service';

const MiB = 1024 * 1024;
const FILE_BYTES = 300 * MiB;
const ROUNDS = 3;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function writeRandomFile(file: string, bytes: number): Promise<void> {
  const out = createWriteStream(file);
  for (let written = 0; written < bytes; written += 8 * MiB) {
    const chunk = randomBytes(Math.min(8 * MiB, bytes - written));
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

async function startEngineProcess(dataDir: string, key: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'main/engine/cli.ts'), '--port', '0', '--data', dataDir, '--key', key],
    {
      cwd: repoRoot,
      env: { ...process.env, DECKHAND_ENGINE_TEST_TOOLS: path.join(repoRoot, 'test/core/fixtures/copy-tool.ts') },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`engine exited (${code}) before listening: ${out}`)));
  });
  return { baseUrl, child };
}

/** Runs curl under /usr/bin/time: its stdout (the -w output) and the CPU seconds it used. */
function runCurl(args: string[]): Promise<{ stdout: string; cpuSeconds: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', 'cpu %U %S', 'curl', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => {
      const cpu = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(stderr);
      if (code !== 0 || !cpu) reject(new Error(`curl exited ${code}: ${stderr}`));
      else resolve({ stdout, cpuSeconds: Number(cpu[1]) + Number(cpu[2]) });
    });
  });
}

function cpuSecondsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

/** Peak RSS while `work` runs, sampled every 10 ms. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { value, peak };
  } finally {
    clearInterval(timer);
  }
}

interface Sample {
  /** Wall-clock ms. */
  up: number;
  down: number;
  /** CPU seconds (user + system) the transferring process used. */
  upCpu: number;
  downCpu: number;
}

function mibPerSecond(bytes: number, ms: number): number {
  return bytes / MiB / (ms / 1000);
}

export async function runBench(log: (line: string) => void): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'deckhand-transfer-bench-'));
  const key = randomBytes(16).toString('hex');
  let engine: ChildProcess | null = null;
  try {
    const big = path.join(work, 'big.bin');
    await writeRandomFile(big, FILE_BYTES);
    const started = await startEngineProcess(path.join(work, 'engine'), key);
    engine = started.child;
    const client = new ServiceClient({ baseUrl: started.baseUrl, key });
    const waitDone = async (task: Task): Promise<Task> => {
      const done = await client.followTask(task.id, () => undefined);
      if (done.status !== 'completed') throw new Error(`test.copy ${done.status}: ${JSON.stringify(done.error)}`);
      return done;
    };

    // Warm-up: load every module and open the code paths once, so the RSS baseline is the steady state.
    const small = path.join(work, 'small.bin');
    await writeRandomFile(small, MiB);
    const warm = await waitDone(await client.createTask({ type: 'test.copy', files: [{ path: small }] }));
    await client.download(warm, path.join(work, 'warm.out'));
    await client.deleteTask(warm.id);
    const baseline = process.memoryUsage.rss();

    let peakRss = baseline;
    const clientRun = async (): Promise<Sample> => {
      let t0 = performance.now();
      let cpu0 = process.cpuUsage();
      const upload = await withPeakRss(() => client.createTask({ type: 'test.copy', files: [{ path: big }] }));
      const up = performance.now() - t0;
      const upCpu = cpuSecondsSince(cpu0);
      const done = await waitDone(upload.value);
      // The app's download path: temp file beside the destination, renamed once complete and size-checked.
      const out = path.join(work, 'core.out');
      t0 = performance.now();
      cpu0 = process.cpuUsage();
      const download = await withPeakRss(() => client.download(done, out));
      const down = performance.now() - t0;
      const downCpu = cpuSecondsSince(cpu0);
      if ((await stat(out)).size !== FILE_BYTES) throw new Error('client download has the wrong size');
      peakRss = Math.max(peakRss, upload.peak, download.peak);
      await client.deleteTask(done.id);
      await rm(out);
      return { up, down, upCpu, downCpu };
    };
    const curlRun = async (): Promise<Sample> => {
      const taskJson = path.join(work, 'curl-task.json');
      const upload = await runCurl([
        '-sS',
        '--fail-with-body',
        '-o',
        taskJson,
        '-w',
        '%{time_total}',
        '-H',
        `Authorization: Bearer ${key}`,
        '-F',
        'type=test.copy',
        '-F',
        'params={}',
        '-F',
        `files=@${big}`,
        `${started.baseUrl}/tools/tasks`,
      ]);
      const done = await waitDone(JSON.parse(await readFile(taskJson, 'utf8')) as Task);
      const out = path.join(work, 'curl.out');
      const download = await runCurl([
        '-sS',
        '--fail',
        '-o',
        out,
        '-w',
        '%{time_total}',
        '-H',
        `Authorization: Bearer ${key}`,
        done.result?.url ?? '',
      ]);
      if ((await stat(out)).size !== FILE_BYTES) throw new Error('curl download has the wrong size');
      await client.deleteTask(done.id);
      await rm(out);
      return {
        up: Number(upload.stdout) * 1000,
        down: Number(download.stdout) * 1000,
        upCpu: upload.cpuSeconds,
        downCpu: download.cpuSeconds,
      };
    };

    const samples = { clientUp: [] as number[], clientDown: [] as number[], curlUp: [] as number[], curlDown: [] as number[] };
    const cpu = { clientUp: [] as number[], clientDown: [] as number[], curlUp: [] as number[], curlDown: [] as number[] };
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate who goes first, so a burst of load from elsewhere does not always hit the same side.
      let c: Sample;
      let k: Sample;
      if (round % 2 === 1) {
        c = await clientRun();
        k = await curlRun();
      } else {
        k = await curlRun();
        c = await clientRun();
      }
      samples.clientUp.push(c.up);
      samples.clientDown.push(c.down);
      samples.curlUp.push(k.up);
      samples.curlDown.push(k.down);
      cpu.clientUp.push(c.upCpu);
      cpu.clientDown.push(c.downCpu);
      cpu.curlUp.push(k.upCpu);
      cpu.curlDown.push(k.downCpu);
      const rate = (ms: number): string => `${mibPerSecond(FILE_BYTES, ms).toFixed(0)} MiB/s`;
      log(
        `round ${round}: client up ${rate(c.up)} (${c.upCpu.toFixed(2)} s CPU), down ${rate(c.down)} (${c.downCpu.toFixed(2)} s CPU); ` +
          `curl up ${rate(k.up)} (${k.upCpu.toFixed(2)} s CPU), down ${rate(k.down)} (${k.downCpu.toFixed(2)} s CPU)`,
      );
    }
    const best = (values: number[]): number => Math.min(...values);
    const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    const results = {
      coreUp: best(samples.clientUp),
      coreDown: best(samples.clientDown),
      curlUp: best(samples.curlUp),
      curlDown: best(samples.curlDown),
    };
    const medianRatios = {
      up: median(samples.curlUp) / median(samples.clientUp),
      down: median(samples.curlDown) / median(samples.clientDown),
    };
    const upRatio = results.curlUp / results.coreUp;
    const downRatio = results.curlDown / results.coreDown;
    const growthMb = (peakRss - baseline) / 1e6;
    log(`transfer of ${FILE_BYTES / MiB} MiB over loopback, best of ${ROUNDS} rounds:`);
    log(
      `  upload   client ${mibPerSecond(FILE_BYTES, results.coreUp).toFixed(0)} MiB/s vs curl ${mibPerSecond(FILE_BYTES, results.curlUp).toFixed(0)} MiB/s → ${upRatio.toFixed(2)}× curl (target ≥ 0.8×) ${upRatio >= 0.8 ? 'OK' : 'MISSED'}`,
    );
    log(
      `  download client ${mibPerSecond(FILE_BYTES, results.coreDown).toFixed(0)} MiB/s vs curl ${mibPerSecond(FILE_BYTES, results.curlDown).toFixed(0)} MiB/s → ${downRatio.toFixed(2)}× curl (target ≥ 0.8×) ${downRatio >= 0.8 ? 'OK' : 'MISSED'}`,
    );
    log(`  median ratios: upload ${medianRatios.up.toFixed(2)}×, download ${medianRatios.down.toFixed(2)}× curl`);
    log(
      `  median CPU seconds per 300 MiB: upload client ${median(cpu.clientUp).toFixed(2)} vs curl ${median(cpu.curlUp).toFixed(2)}, ` +
        `download client ${median(cpu.clientDown).toFixed(2)} vs curl ${median(cpu.curlDown).toFixed(2)}`,
    );
    log(
      `  RSS growth during client transfers: ${growthMb.toFixed(1)} MB (baseline ${(baseline / 1e6).toFixed(0)} MB; target < 64 MB) ${growthMb < 64 ? 'OK' : 'MISSED'}`,
    );
  } finally {
    engine?.kill('SIGTERM');
    if (engine) await new Promise((resolve) => engine?.once('exit', resolve));
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runBench((line) => console.log(line)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
