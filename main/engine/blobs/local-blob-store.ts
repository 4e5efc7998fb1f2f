import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { md5OfFile } from '../lib/files/file-digest';
import type { StoredInput } from '../store/task-record';
import { taskPaths } from '../store/task-paths';
import { SERVE_CHUNK_BYTES } from './blob-store';
import type { BlobStore, OutputSource, StoredBlob } from './blob-store';
import { placeOutputAsInput } from './output-as-input';

async function isFileOfSize(path: string, size?: number): Promise<{ size: number } | null> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile() || (size !== undefined && info.size !== size)) return null;
  return { size: info.size };
}

/**
 * The embedded blob store: the task's own folders under `DATA/tasks/<id>/` (store/task-paths.ts). Inputs are received
 * in place and run from there (no copies); an output is moved in with one rename.
 */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly dataDir: string) {}

  async receiveInputs(taskId: string): Promise<string> {
    const { inputs } = taskPaths(this.dataDir, taskId);
    await mkdir(inputs, { recursive: true, mode: 0o700 });
    return inputs;
  }

  commitInputs(): Promise<void> {
    // Received in place: task.json, written next, is what makes them a task's.
    return Promise.resolve();
  }

  async hasInputs(taskId: string, inputs: readonly StoredInput[]): Promise<boolean> {
    const dir = taskPaths(this.dataDir, taskId).inputs;
    for (const input of inputs) {
      if (!(await isFileOfSize(join(dir, input.file), input.size))) return false;
    }
    return true;
  }

  checkoutInputs(taskId: string, inputs: readonly StoredInput[]): Promise<string[]> {
    const dir = taskPaths(this.dataDir, taskId).inputs;
    return Promise.resolve(inputs.map((input) => join(dir, input.file)));
  }

  async inputFromOutput(taskId: string, file: string, from: OutputSource): Promise<number | null> {
    const output = await this.localOutput(from.taskId, from.file);
    if (!output) return null;
    return placeOutputAsInput(output, join(taskPaths(this.dataDir, taskId).inputs, file), from);
  }

  async removeInputs(taskId: string): Promise<void> {
    await rm(taskPaths(this.dataDir, taskId).inputs, { recursive: true, force: true });
  }

  async putOutput(taskId: string, localPath: string, file: string): Promise<{ size: number; md5: string }> {
    const { output } = taskPaths(this.dataDir, taskId);
    await mkdir(output, { recursive: true });
    const target = join(output, file);
    await rename(localPath, target);
    const info = await stat(target);
    return { size: info.size, md5: await md5OfFile(target) };
  }

  async openOutput(taskId: string, file: string): Promise<StoredBlob | null> {
    const path = join(taskPaths(this.dataDir, taskId).output, file);
    const found = await isFileOfSize(path);
    if (!found) return null;
    return { size: found.size, read: (start, end) => createReadStream(path, { start, end, highWaterMark: SERVE_CHUNK_BYTES }) };
  }

  async localOutput(taskId: string, file: string): Promise<string | null> {
    const path = join(taskPaths(this.dataDir, taskId).output, file);
    return (await isFileOfSize(path)) ? path : null;
  }

  async removeTask(taskId: string): Promise<void> {
    await rm(taskPaths(this.dataDir, taskId).dir, { recursive: true, force: true, maxRetries: 3 });
  }
}
