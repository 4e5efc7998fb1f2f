/**
 * A LibreOffice started before it is needed, for the one conversion where its start-up is what a person waits for:
 * the first slide's thumbnail. A second `soffice` given the same profile hands its command line to the running one
 * over LibreOffice's per-profile pipe and waits until it is done, so a conversion forwarded to a standby skips the
 * start-up (about 2 s of the 2.3 s a one-slide deck takes; docs/thumbnails.md). Each standby takes one conversion:
 * a headless LibreOffice exits once its last document is closed, so no two documents ever share a process or a
 * profile. The next standby is started once the work that took one is done.
 *
 * Only where the pipe can be seen (Linux, macOS): a standby is handed out once its pipe exists, because a
 * conversion that starts before it would be a second LibreOffice on the same profile, which fails.
 */
import { createHash, randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { killProcessTree, killTreeAtExit, runProcess } from '../process/process-runner';
import { writeLockedDownProfile } from './libreoffice-profile';

/** What a conversion needs of the standby it was given. */
export interface WarmOffice {
  /** The profile to pass as `-env:UserInstallation`: the conversion then runs in the standby. */
  readonly profileDir: string;
  /** Ends the standby (a conversion that timed out or was stopped); its profile is removed once it has exited. */
  end(): void;
}

/** The profile URL both sides pass, and from which LibreOffice names its pipe. */
export const profileUrl = (profileDir: string): string => pathToFileURL(profileDir).href;

/**
 * Where LibreOffice's single-instance pipe for a profile lives (desktop/source/app/officeipcthread.cxx and
 * sal/osl/unx/pipe.cxx): `/tmp/OSL_PIPE_<uid>_SingleOfficeIPC_<md5>`, the MD5 of the profile URL's UTF-16 code
 * units written as hex bytes without leading zeros. Null where it is not a file (Windows).
 */
export function standbyPipePath(profileDir: string): string | null {
  if (process.platform === 'win32' || typeof process.getuid !== 'function') return null;
  const digest = createHash('md5')
    .update(Buffer.from(profileUrl(profileDir), 'utf16le'))
    .digest();
  const hex = [...digest].map((byte) => byte.toString(16)).join('');
  return `/tmp/OSL_PIPE_${process.getuid()}_SingleOfficeIPC_${hex}`;
}

/** The arguments a standby and every conversion forwarded to it share (the forwarding side adds its own). */
export function officeArgs(profileDir: string): string[] {
  return [
    `-env:UserInstallation=${profileUrl(profileDir)}`,
    '--headless',
    '--invisible',
    '--norestore',
    '--nolockcheck',
    '--nodefault',
    '--nologo',
  ];
}

/** 256 MiB: LibreOffice's large buffers stay in malloc's heap and are reused instead of mapped afresh each time. */
const MALLOC_THRESHOLD = String(256 * 1024 * 1024);

/**
 * The environment every LibreOffice the engine starts runs in.
 * - A desktop session's DISPLAY is not needed and a stale one only slows start-up (`SAL_USE_VCLPLUGIN=svp`).
 * - glibc's malloc: every conversion allocates, fills and frees a 64 MiB buffer over and over, about 300,000 page
 *   faults (~1.2 s of system time, half the CPU of a small conversion). Huge pages for malloc's memory and a higher
 *   mmap/trim threshold cut that to ~9,000 (docs/libreoffice.md). Other systems' C libraries ignore these variables.
 */
export function officeEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const tunables = [base.GLIBC_TUNABLES, 'glibc.malloc.hugetlb=1'].filter(Boolean).join(':');
  return {
    ...base,
    SAL_USE_VCLPLUGIN: 'svp',
    GLIBC_TUNABLES: tunables,
    MALLOC_MMAP_THRESHOLD_: base.MALLOC_MMAP_THRESHOLD_ ?? MALLOC_THRESHOLD,
    MALLOC_TRIM_THRESHOLD_: base.MALLOC_TRIM_THRESHOLD_ ?? MALLOC_THRESHOLD,
  };
}

interface Standby extends WarmOffice {
  readonly child: ChildProcess;
  readonly pipe: string | null;
  exited: boolean;
}

/** Linux: standbys an engine that crashed left running (their profile is in `root`); they would idle forever. */
async function endLeftovers(root: string): Promise<void> {
  if (process.platform !== 'linux') return;
  const marker = `-env:UserInstallation=${profileUrl(root)}/`;
  for (const name of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(name)) continue;
    const cmdline = await readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => '');
    if (!cmdline.split('\0').some((arg) => arg.startsWith(marker))) continue;
    try {
      process.kill(Number(name), 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
}

/**
 * A profile LibreOffice has started with once. Started on a new profile, LibreOffice restarts itself after setting it
 * up, and its pipe is gone meanwhile: a conversion sent then would start a second LibreOffice on the same profile.
 * Every standby starts from a copy of this one instead, and never restarts. Null: no standby on this machine.
 */
async function makeTemplate(program: string, dir: string, signal: AbortSignal): Promise<string | null> {
  await writeLockedDownProfile(dir);
  const result = await runProcess(program, [...officeArgs(dir), '--terminate_after_init'], {
    signal,
    timeoutMs: 120_000,
    killTree: true,
    env: officeEnv(),
  }).catch(() => null);
  return result?.exitCode === 0 ? dir : null;
}

export class OfficeStandby {
  private current: Standby | null = null;
  private closed = false;
  private template: Promise<string | null> | null = null;
  private starting: Promise<void> | null = null;
  private lent = false;
  /** Stops the template's LibreOffice when the engine closes: waiting for its start-up would hold the exit. */
  private readonly closing = new AbortController();

  /** `soffice`: a function, so a machine without LibreOffice simply never has a standby. */
  constructor(
    private readonly root: string,
    private readonly soffice: () => Promise<string>,
  ) {}

  /** Starts a standby unless one is running; never throws (without LibreOffice there is just no standby). */
  start(): Promise<void> {
    this.starting ??= this.launch()
      .catch((error: unknown) => console.warn('Could not start a LibreOffice in advance:', error))
      .finally(() => (this.starting = null));
    return this.starting;
  }

  private async launch(): Promise<void> {
    if (this.closed || this.current || process.platform === 'win32') return;
    let program: string;
    try {
      program = await this.soffice();
    } catch {
      return;
    }
    this.template ??= endLeftovers(this.root)
      .then(() => rm(this.root, { recursive: true, force: true }))
      .then(() => makeTemplate(program, path.join(this.root, 'template'), this.closing.signal));
    const template = await this.template;
    if (!template || this.closed || this.current) return;
    const profileDir = path.join(this.root, randomUUID());
    await cp(template, profileDir, { recursive: true });
    if (this.closed) return;
    const child = spawn(program, officeArgs(profileDir), {
      stdio: 'ignore',
      detached: true,
      env: officeEnv(),
    });
    const standby: Standby = {
      profileDir,
      child,
      pipe: standbyPipePath(profileDir),
      exited: false,
      end: () => {
        if (!standby.exited && child.pid !== undefined) killProcessTree(child.pid);
      },
    };
    child.on('error', () => undefined);
    child.once('exit', () => {
      standby.exited = true;
      if (this.current === standby) this.current = null;
      // A killed LibreOffice leaves its pipe behind; it names a profile nobody uses again.
      if (standby.pipe) rmSync(standby.pipe, { force: true });
      void rm(profileDir, { recursive: true, force: true });
    });
    child.unref();
    // Its own process group (so it is ended with its children): it would not go with the engine by itself.
    if (child.pid !== undefined) child.once('exit', killTreeAtExit(child.pid));
    this.current = standby;
    this.lent = false;
  }

  /**
   * The running standby if it can take a conversion now (its pipe exists). The caller starts the next one when its
   * work is done: a LibreOffice starting takes a core for a second or two, which the work in hand needs more.
   */
  take(): WarmOffice | null {
    const standby = this.current;
    // One that died (a crash, killed from outside) is replaced when next asked for: never in a loop. One lent out is
    // replaced by its borrower, once done.
    if (!standby && !this.lent) void this.start();
    if (!standby || standby.exited || !standby.pipe || !existsSync(standby.pipe)) return null;
    this.current = null;
    this.lent = true;
    return standby;
  }

  /** Ends the standby; no other is started. */
  async close(): Promise<void> {
    this.closed = true;
    this.closing.abort();
    await this.starting;
    const standby = this.current;
    this.current = null;
    if (!standby || standby.exited) return;
    const exited = new Promise<void>((resolve) => standby.child.once('exit', () => resolve()));
    standby.end();
    await exited;
  }
}
