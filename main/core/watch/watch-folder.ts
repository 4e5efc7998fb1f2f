/**
 * A watch folder: every file that appears in a folder (once it has stopped growing) goes through a recipe, once,
 * its outputs into an output folder. The originals are never touched; a file the recipe fails on is copied apart
 * into `<output>/failed/` with a note saying why. A ledger (watch-ledger.ts) remembers what was processed, so a
 * restart processes nothing twice. What no single file is to blame for — the folder gone, a file that cannot be
 * read, a full disk, the engine away — pauses the watch with the reason, and the file stays unprocessed: resuming
 * looks at the whole folder again and catches up. chokidar does the watching (and the waiting for writes to end).
 */
import { copyFile, lstat, mkdir, realpath, rename, rm, stat, access, constants as fsConstants } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { WatchFolderConfig, WatchFolderStatus } from '../../../shared/contract/recipes';
import type { ToolDescriptor } from '../../../shared/contract/service';
import { writeFileAtomic } from '../../fs/atomic-file';
import { RecipeRun } from '../recipes/recipe-run';
import { prepareRecipe } from '../recipes/recipe-prepare';
import type { StepPrecheck } from '../recipes/recipe-prepare';
import { ENGLISH_WORDING, type Wording } from '../../../shared/i18n/recipes/recipe-words';
import type { LibraryWatchMessageKey } from '../../../shared/i18n/recipes/library-watch-messages';
import { failureReasonText } from '../../../shared/i18n/unavailable-words';
import type { Chaining } from '../recipes/step-task';
import type { ServiceClient } from '../service-client/service-client';
import { toTaskError } from '../service-client/service-error';
import { ConcurrencyLimit } from '../recipes/concurrency-limit';
import type { FollowTask } from '../task-waiters';
import { WatchLedger } from './watch-ledger';
import { folderProblem } from './folder-problem';

export interface WatchBackend {
  client: ServiceClient;
  chaining: Chaining;
  /** Follows the runs' tasks through the backend's one live feed; absent: each run opens its own. */
  follow?: FollowTask | undefined;
  tools(): Promise<ToolDescriptor[]>;
  precheck?: StepPrecheck | undefined;
  /** How a refusal of the recipe is worded: in the app's language (English when not given). */
  words?: Wording | undefined;
}

export interface WatchFolderOptions extends WatchFolderConfig {
  /** The ledger file (default `<outputDir>/.deckhand-ledger.json`). */
  ledgerPath?: string;
  backend: () => Promise<WatchBackend>;
  /** How long a file must stay the same size before it is taken (default 5 s: a copy or a save in parts pauses between them). */
  settleMs?: number;
  /** A refused file larger than this is not copied apart, only noted (default 300 MB, the largest any tool takes). */
  maxSetApartBytes?: number;
  /** Files processed at once (default 2). */
  concurrency?: number;
  onChange?(status: WatchFolderStatus): void;
  /** Each file's outcome as it happens (the command line prints these). */
  onOutcome?(outcome: WatchOutcome): void;
  /** The language a pause's reason is worded in (the app's, the terminal's); English by default. */
  words?: () => Wording;
}

export type WatchOutcome =
  | { kind: 'done'; name: string; outputs: string[] }
  | { kind: 'failed'; name: string; reason: string; note: string }
  | { kind: 'skipped'; name: string }
  | { kind: 'paused'; reason: string }
  | { kind: 'caught-up'; queued: number };

/** Failure codes that are not the file's fault: the watch pauses instead of setting the file apart. */
const PAUSING_CODES = new Set([
  'file_unreadable',
  'write_failed',
  'insufficient_storage',
  'engine_unavailable',
  'network_error',
  'timeout',
  'unauthorized',
  'no_key',
  'rate_limited',
  'interrupted',
]);

export const FAILED_FOLDER = 'failed';

const DEFAULT_SETTLE_MS = 5_000;
/** A refused file is copied apart only up to this size (the largest file any tool takes); a note says why either way. */
const MAX_SET_APART_BYTES = 300 * 1024 * 1024;
const DISK_FULL = /\b(ENOSPC|EDQUOT)\b/;

export class WatchFolder {
  private watcher: FSWatcher | null = null;
  private ledger: WatchLedger | null = null;
  private readonly queue: string[] = [];
  private readonly current = new Set<string>();
  private readonly limit: ConcurrencyLimit;
  private state: WatchFolderStatus['state'] = 'starting';
  private reason: string | undefined;
  private recent: WatchFolderStatus['recent'] = [];
  private pumping = false;
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly options: WatchFolderOptions) {
    this.limit = new ConcurrencyLimit(options.concurrency ?? 2);
  }

  get ledgerPath(): string {
    return this.options.ledgerPath ?? path.join(this.options.outputDir, '.deckhand-ledger.json');
  }

  status(): WatchFolderStatus {
    const counts = this.ledger?.counts() ?? { done: 0, failed: 0 };
    const { id, dir, outputDir, recipe } = this.options;
    return {
      id,
      dir,
      outputDir,
      recipe,
      state: this.state,
      ...(this.reason ? { reason: this.reason } : {}),
      ...counts,
      queued: this.queue.length,
      current: [...this.current].map((file) => path.basename(file)),
      recent: [...this.recent],
    };
  }

  private changed(): void {
    this.options.onChange?.(this.status());
  }

  /** Starts watching; resolves once the folder's files at start are known (and queued unless processed before). */
  async start(): Promise<void> {
    this.ledger ??= await WatchLedger.open(this.ledgerPath);
    await this.watchFolder();
  }

  private async watchFolder(): Promise<void> {
    const { dir, outputDir } = this.options;
    const problem = await folderProblem(dir, outputDir, this.words());
    if (problem) {
      this.pause(problem);
      return;
    }
    await this.watcher?.close();
    this.state = 'watching';
    this.reason = undefined;
    const inside = (target: string, folder: string): boolean =>
      path.relative(folder, target) === '' || !path.relative(folder, target).startsWith('..');
    const watcher = watch(dir, {
      depth: 0,
      ignoreInitial: false,
      awaitWriteFinish: { stabilityThreshold: this.options.settleMs ?? DEFAULT_SETTLE_MS, pollInterval: 100 },
      // Hidden files (editors' temp files, .DS_Store) and the output folder, when it is inside, are not inputs.
      ignored: (target) => target !== dir && (path.basename(target).startsWith('.') || inside(target, outputDir)),
    });
    this.watcher = watcher;
    const ready = new Promise<void>((resolve) => watcher.once('ready', resolve));
    watcher.on('add', (file) => this.enqueue(file));
    watcher.on('change', (file) => this.enqueue(file));
    // What a watcher reports once resume() has replaced it (its events and its stat() answers arrive late) is about
    // the folder's past: it must not pause the new start or overwrite its reason.
    const pauseIfCurrent = (reason: string): void => {
      if (this.watcher === watcher) this.pause(reason);
    };
    const gone = this.t('watch.gone', { dir });
    watcher.on('unlinkDir', (folder) => {
      if (path.resolve(folder) === path.resolve(dir)) pauseIfCurrent(gone);
    });
    // An empty folder removed gives chokidar no unlinkDir, only the system's own rename event: look whether it is there.
    watcher.on('raw', (event) => {
      if (event !== 'rename' || this.watcher !== watcher) return;
      void stat(dir).then(
        (info) => (info.isDirectory() ? undefined : pauseIfCurrent(gone)),
        () => pauseIfCurrent(gone),
      );
    });
    watcher.on('error', (error) =>
      pauseIfCurrent(this.t('watch.failed', { dir, error: error instanceof Error ? error.message : String(error) })),
    );
    await ready;
    this.options.onOutcome?.({ kind: 'caught-up', queued: this.queue.length });
    this.changed();
    this.pump();
  }

  private enqueue(file: string): void {
    if (this.stopped || this.queue.includes(file) || this.current.has(file)) return;
    this.queue.push(file);
    this.changed();
    this.pump();
  }

  private pump(): void {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.state === 'watching' && this.queue.length > 0) {
        const file = this.queue.shift()!;
        this.current.add(file);
        const job = this.limit
          .run(async () => {
            // Paused while it waited for its turn: it goes back to the front of the line.
            if (this.state === 'watching') await this.process(file);
            else this.queue.unshift(file);
          })
          .catch((error: unknown) => this.pause(this.t('watch.unexpected', { name: path.basename(file), error: String(error) })))
          .finally(() => {
            this.current.delete(file);
            this.inFlight.delete(job);
            this.changed();
            this.pump();
          });
        this.inFlight.add(job);
      }
    } finally {
      this.pumping = false;
    }
  }

  private remember(name: string, outcome: 'done' | 'failed', detail: string): void {
    this.recent = [{ name, outcome, detail, at: new Date().toISOString() }, ...this.recent].slice(0, 20);
  }

  private async process(file: string): Promise<void> {
    const name = path.relative(this.options.dir, file);
    const link = await lstat(file).catch(() => null);
    if (link?.isSymbolicLink() && !(await this.staysInside(file))) {
      // A link to a file elsewhere (`passwd.png` → /etc/passwd) is not a file someone put here to be processed.
      this.remember(name, 'failed', 'a link to a file outside the watch folder: left alone');
      this.options.onOutcome?.({ kind: 'skipped', name });
      return;
    }
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return;
    if (this.ledger?.seen(name, info.size, info.mtimeMs)) {
      this.options.onOutcome?.({ kind: 'skipped', name });
      return;
    }
    try {
      await access(file, fsConstants.R_OK);
    } catch {
      this.pause(this.t('watch.unreadable', { name }));
      this.queue.unshift(file);
      return;
    }
    const backend = await this.options.backend();
    let outcome: { ok: true; outputs: string[] } | { ok: false; code: string; message: string; step?: string };
    try {
      const { recipe, steps } = await prepareRecipe(this.options.recipe, [{ name: path.basename(file), size: info.size }], {
        tools: await backend.tools(),
        precheck: backend.precheck,
        words: backend.words,
      });
      const run = new RecipeRun({
        recipe,
        steps,
        files: [{ path: file, name: path.basename(file) }],
        client: backend.client,
        chaining: backend.chaining,
        follow: backend.follow,
        outputDir: this.options.outputDir,
        deleteSaved: true,
      });
      const state = await run.start();
      await run.dispose();
      const [result] = state.files;
      if (result?.status === 'ready') outcome = { ok: true, outputs: result.outputs.map((output) => output.path ?? output.fileName) };
      else {
        const step = result ? state.steps[result.step] : undefined;
        outcome = {
          ok: false,
          code: result?.error?.code ?? 'failed',
          message: result?.error ? failureReasonText(this.words(), result.error) : 'The recipe did not finish.',
          ...(step ? { step: `step ${(result?.step ?? 0) + 1} (${step.title})` } : {}),
        };
      }
    } catch (error) {
      const reason = toTaskError(error);
      outcome = { ok: false, code: reason.code, message: reason.message };
    }
    if (!outcome.ok && PAUSING_CODES.has(outcome.code)) {
      const dir = this.options.outputDir;
      this.pause(
        DISK_FULL.test(outcome.message)
          ? this.t('watch.diskFull', { dir, name })
          : this.t('watch.fileStopped', { name, reason: outcome.message }),
      );
      this.queue.unshift(file);
      return;
    }
    const at = new Date().toISOString();
    if (outcome.ok) {
      await this.ledger?.record(name, { size: info.size, mtimeMs: info.mtimeMs, outcome: 'done', at, outputs: outcome.outputs });
      // An earlier try that failed (the file taken before it was whole) left a copy and a note: no longer true.
      await this.clearFailure(name);
      this.remember(name, 'done', outcome.outputs.map((output) => path.basename(output)).join(', '));
      this.options.onOutcome?.({ kind: 'done', name, outputs: outcome.outputs });
      return;
    }
    let note: string;
    try {
      note = await this.setApart(file, name, info.size, `${outcome.step ? `At ${outcome.step}: ` : ''}${outcome.message}`, at);
      await this.ledger?.record(name, { size: info.size, mtimeMs: info.mtimeMs, outcome: 'failed', at, outputs: [note] });
    } catch (error) {
      // The output folder's disk is full: the documented pause, with the file left to process once there is room.
      if (!DISK_FULL.test(String(error))) throw error;
      this.pause(this.t('watch.diskFullSetApart', { dir: this.options.outputDir, name }));
      this.queue.unshift(file);
      return;
    }
    this.remember(name, 'failed', outcome.message);
    this.options.onOutcome?.({ kind: 'failed', name, reason: outcome.message, note });
  }

  /**
   * A copy of the file in `<output>/failed/`, beside a note of why; the original stays where it is. A file larger than
   * any tool takes is not copied (it would fill the output folder with what can never be processed): the note says so.
   */
  private async setApart(file: string, name: string, size: number, reason: string, at: string): Promise<string> {
    const folder = path.join(this.options.outputDir, FAILED_FOLDER);
    await mkdir(folder, { recursive: true });
    const base = path.basename(name);
    const copy = path.join(folder, base);
    const copied = size <= (this.options.maxSetApartBytes ?? MAX_SET_APART_BYTES);
    if (copied) {
      const temp = path.join(folder, `.${base}.${process.pid}.part`);
      try {
        await copyFile(file, temp);
        await rename(temp, copy);
      } finally {
        await rm(temp, { force: true });
      }
    }
    const note = `${copy}.error.txt`;
    await writeFileAtomic(
      note,
      `${base} was not processed.\n\nWhy: ${reason}\nRecipe: ${this.options.recipe.name}\nWatch folder: ${this.options.dir}\nWhen: ${at}\n` +
        (copied ? '' : 'It was not copied here: it is larger than any tool takes.\n'),
    );
    return note;
  }

  /** Removes what an earlier failure of `name` left in `<output>/failed/`. */
  private async clearFailure(name: string): Promise<void> {
    const copy = path.join(this.options.outputDir, FAILED_FOLDER, path.basename(name));
    await Promise.all([rm(copy, { force: true }), rm(`${copy}.error.txt`, { force: true })]);
  }

  /** Whether a link in the watch folder points at a file inside it. */
  private async staysInside(file: string): Promise<boolean> {
    const [target, folder] = await Promise.all([realpath(file).catch(() => null), realpath(this.options.dir).catch(() => null)]);
    if (target === null || folder === null) return false;
    const inside = path.relative(folder, target);
    return inside !== '' && !inside.startsWith('..') && !path.isAbsolute(inside);
  }

  private words(): Wording {
    return this.options.words?.() ?? ENGLISH_WORDING;
  }

  private t(key: LibraryWatchMessageKey, values?: Record<string, string>): string {
    return this.words().t(key, values);
  }

  /** Stops taking files (a person's pause, or a problem to fix); the watching goes on, so nothing is missed. */
  pause(reason?: string): void {
    if (this.stopped) return;
    const first = this.state !== 'paused' || (reason !== undefined && this.reason === undefined);
    this.state = 'paused';
    if (reason !== undefined) this.reason ??= reason;
    if (first && reason) this.options.onOutcome?.({ kind: 'paused', reason });
    this.changed();
  }

  /** Takes files again, after looking at the whole folder again (what came or changed while paused is caught up). */
  async resume(): Promise<void> {
    if (this.stopped) return;
    // The old watcher goes first, so nothing it still reports about the folder's past can pause the new start.
    const old = this.watcher;
    this.watcher = null;
    await old?.close();
    this.state = 'starting';
    this.reason = undefined;
    this.queue.length = 0;
    await this.watchFolder();
  }

  /** Stops watching; the files being processed are finished (and recorded) first. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    await this.watcher?.close();
    this.watcher = null;
    await Promise.all([...this.inFlight]);
  }
}
