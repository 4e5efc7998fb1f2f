/**
 * `npm test`: the checks (format, lint, typecheck) beside the build and every test, so the checks' CPU goes into the
 * time the tests spend waiting on LibreOffice, Chromium and Postgres (docs/testing.md). A failing check stops the
 * tests at once, as it did when the checks ran first.
 *
 * Hand-written rather than `run-p`: run-p ends only the processes it finds at the moment it stops a script, and a
 * vitest worker forked just then stayed behind, sleeping, for good. Each side here runs in a process group of its
 * own, which is ended whole.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();

function run(script: string, output: 'inherit' | 'buffer'): { child: ChildProcess; text: () => string } {
  const chunks: Buffer[] = [];
  const child = spawn(npm, ['run', script], {
    stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // A group of its own (POSIX), so ending it ends the workers and programs it started too.
    detached: process.platform !== 'win32',
  });
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { child, text: () => Buffer.concat(chunks).toString('utf8') };
}

function end(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    if (process.platform === 'win32') spawn('taskkill', ['/F', '/T', '/PID', String(child.pid)]);
    else process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code ?? 1));
  });
}

// Output of the checks is short and comes as one block when they end; the tests' output streams as it comes.
const checks = run('checks', 'buffer');
// The tests are the long side: the checks take the CPU the tests leave, not theirs (a nice value their workers
// inherit, set before npm has started them).
if (checks.child.pid !== undefined) setPriority(checks.child.pid, 10);
const tests = run('test:all', 'inherit');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    end(checks.child);
    end(tests.child);
    process.exit(130);
  });
}

const testsDone = exited(tests.child);
const checksCode = await exited(checks.child);
const seconds = Math.round((Date.now() - started) / 1000);
if (checksCode !== 0) {
  process.stdout.write(`\n${checks.text()}\nThe checks failed after ${seconds} s: stopping the tests.\n`);
  end(tests.child);
  await testsDone;
  process.exit(checksCode);
}
process.stdout.write(`\nThe checks (format, lint, typecheck) passed in ${seconds} s.\n`);
process.exit(await testsDone);
