import type { Readable } from 'node:stream';
import type { StoredInput } from '../store/task-record';

/** A stored file: its size, and a reader of a byte range (inclusive `end`). */
/**
 * Read size for serving a stored file. Node's default (64 KiB) costs one thread-pool read and one socket write per
 * chunk: ~4,800 of each per 300 MB, on a machine where the engine and the app share two cores. At 1 MiB the
 * client's 1 MiB receive buffers fill in one go (measured by `npm run bench -- transfer`).
 */
export const SERVE_CHUNK_BYTES = 1024 * 1024;

export interface StoredBlob {
  size: number;
  read(start: number, end: number): Readable;
}

/** A stored output to take as an input: its task, its stored file, its user-facing name, and maybe a file inside it. */
export interface OutputSource {
  taskId: string;
  file: string;
  /** The output's name as its user knows it (in messages). */
  label: string;
  /** A file inside the output, by its name in the ZIP. */
  entry?: string;
}

/**
 * Where a task's inputs and output live. Tools never see the store: the runner hands them local working copies and
 * puts their result back, so a store on a shared folder (or an object store) drops in without touching the tools or
 * the routes. docs/engine-seams.md lists the guarantees.
 */
export interface BlobStore {
  /**
   * A shared folder's uploads that a dead node left half-received (older than `idleMs` without a write) are removed;
   * the ids removed. Absent where one process owns the folder (it clears its own at start).
   */
  sweepAbandoned?(idleMs: number): Promise<string[]>;
  /** A local folder that a new task's inputs are written into as they arrive (intake streams there). */
  receiveInputs(taskId: string): Promise<string>;
  /** What was received is the task's inputs now, whole (the task record that names them is stored after this). */
  commitInputs(taskId: string): Promise<void>;
  /** Whether every input is stored, at its size (start-up asks before running a task again). */
  hasInputs(taskId: string, inputs: readonly StoredInput[]): Promise<boolean>;
  /** Local paths of the inputs for one run, in order: the files themselves where the store is local, else copies. */
  checkoutInputs(taskId: string, inputs: readonly StoredInput[]): Promise<string[]>;
  /**
   * Puts another task's stored output among a new task's received inputs (between receiveInputs and commitInputs), as
   * `file`: the whole output, or with `entry` the file of that name inside it (the output is a ZIP: a split's deck, a
   * rendered slide). A recipe's next step so takes the step before's result where it is stored, with no round trip
   * through the client. Resolves with the input's size, or null when the output is not (any more) there; rejects with
   * a ToolError ('invalid_file', naming `from.label`) when the output is not a ZIP or has no such entry.
   */
  inputFromOutput(taskId: string, file: string, from: OutputSource): Promise<number | null>;
  /** Drops a task's inputs (after its run, unless they are kept). */
  removeInputs(taskId: string): Promise<void>;
  /**
   * Stores a finished output from a local file (which it may move): whole or not at all, so a reader never sees half
   * of it. Resolves with its size and md5.
   */
  putOutput(taskId: string, localPath: string, file: string): Promise<{ size: number; md5: string }>;
  /** A stored output, or null when it is not (any more) there. */
  openOutput(taskId: string, file: string): Promise<StoredBlob | null>;
  /** A local path to read a stored output with random access (entries of a ZIP); null when it is not there. */
  localOutput(taskId: string, file: string): Promise<string | null>;
  /** Removes everything stored for a task. */
  removeTask(taskId: string): Promise<void>;
}
