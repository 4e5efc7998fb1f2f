/**
 * What a watch folder has processed, kept on disk so a restart processes nothing twice: one entry per file (by its
 * path in the folder), with the size and modification time it had. A file changed since (another size or time) is
 * a new version and is processed again. Written whole and atomically after every file; unreadable = start empty.
 */
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../../fs/atomic-file';

export interface LedgerEntry {
  size: number;
  mtimeMs: number;
  outcome: 'done' | 'failed';
  /** ISO time it was processed. */
  at: string;
  /** The outputs written (done), or the note that says why not (failed). */
  outputs: string[];
}

interface LedgerFile {
  version: 1;
  files: Record<string, LedgerEntry>;
}

export class WatchLedger {
  private files: Record<string, LedgerEntry> = {};
  private writing: Promise<void> = Promise.resolve();

  private constructor(readonly path: string) {}

  static async open(path: string): Promise<WatchLedger> {
    const ledger = new WatchLedger(path);
    try {
      const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<LedgerFile>;
      if (parsed.version === 1 && typeof parsed.files === 'object' && parsed.files !== null) ledger.files = parsed.files;
    } catch {
      // No ledger yet (or an unreadable one): everything in the folder is new.
    }
    return ledger;
  }

  /** The entry for this version of the file, if it was processed. */
  seen(name: string, size: number, mtimeMs: number): LedgerEntry | undefined {
    const entry = this.files[name];
    return entry && entry.size === size && Math.abs(entry.mtimeMs - mtimeMs) < 1 ? entry : undefined;
  }

  async record(name: string, entry: LedgerEntry): Promise<void> {
    this.files[name] = entry;
    const text = `${JSON.stringify({ version: 1, files: this.files } satisfies LedgerFile, null, 1)}\n`;
    // One write at a time, each with everything recorded so far.
    this.writing = this.writing.catch(() => undefined).then(() => writeFileAtomic(this.path, text, 0o600));
    await this.writing;
  }

  counts(): { done: number; failed: number } {
    const entries = Object.values(this.files);
    return {
      done: entries.filter((entry) => entry.outcome === 'done').length,
      failed: entries.filter((entry) => entry.outcome === 'failed').length,
    };
  }
}
