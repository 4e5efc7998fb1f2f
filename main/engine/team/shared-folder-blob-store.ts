import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { md5OfFile } from '../lib/files/file-digest';
import type { StoredInput } from '../store/task-record';
import { SERVE_CHUNK_BYTES } from '../blobs/blob-store';
import type { BlobStore, OutputSource, StoredBlob } from '../blobs/blob-store';
import { placeOutputAsInput } from '../blobs/output-as-input';

async function fileSize(path: string): Promise<number | null> {
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? info.size : null;
}

/**
 * The team server's blob store: a folder every node mounts read-write (NFS, SMB, EFS, a Kubernetes RWX volume).
 * Uploads arrive under `incoming/` and become a task's inputs with one rename; an output is copied in under a temp
 * name and published with `link`, which fails when the name exists, so an output is written once: a late result from
 * a worker whose job was taken over cannot replace the one a reader may already have.
 */
export class SharedFolderBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  async open(): Promise<void> {
    await mkdir(join(this.root, 'incoming'), { recursive: true });
    await mkdir(join(this.root, 'tasks'), { recursive: true });
  }

  /**
   * Removes uploads under `incoming/` that nothing has written to for `idleMs`: a node that died (or was killed)
   * while receiving them leaves them to the others, and no node would take them up again. A live upload writes all
   * the time, and one that stalls is ended by its own node's idle timeout long before this.
   */
  async sweepAbandoned(idleMs: number, now: number = Date.now()): Promise<string[]> {
    const removed: string[] = [];
    const root = join(this.root, 'incoming');
    for (const name of await readdir(root).catch(() => [])) {
      const dir = join(root, name);
      let latest = (await stat(dir).catch(() => null))?.mtimeMs ?? 0;
      for (const file of await readdir(dir).catch(() => []))
        latest = Math.max(latest, (await stat(join(dir, file)).catch(() => null))?.mtimeMs ?? 0);
      if (latest + idleMs > now) continue;
      await rm(dir, { recursive: true, force: true });
      removed.push(name);
    }
    return removed;
  }

  async receiveInputs(taskId: string): Promise<string> {
    const dir = this.incoming(taskId);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return dir;
  }

  async commitInputs(taskId: string): Promise<void> {
    await mkdir(this.taskDir(taskId), { recursive: true });
    await rename(this.incoming(taskId), this.inputs(taskId));
  }

  async hasInputs(taskId: string, inputs: readonly StoredInput[]): Promise<boolean> {
    for (const input of inputs) {
      if ((await fileSize(join(this.inputs(taskId), input.file))) !== input.size) return false;
    }
    return true;
  }

  checkoutInputs(taskId: string, inputs: readonly StoredInput[]): Promise<string[]> {
    // Tools only read their inputs, so the shared files serve as they are.
    return Promise.resolve(inputs.map((input) => join(this.inputs(taskId), input.file)));
  }

  async inputFromOutput(taskId: string, file: string, from: OutputSource): Promise<number | null> {
    const output = await this.localOutput(from.taskId, from.file);
    if (!output) return null;
    // Between receiveInputs and commitInputs the new task's inputs are still under incoming/.
    return placeOutputAsInput(output, join(this.incoming(taskId), file), from);
  }

  async removeInputs(taskId: string): Promise<void> {
    await rm(this.inputs(taskId), { recursive: true, force: true });
  }

  async putOutput(taskId: string, localPath: string, file: string): Promise<{ size: number; md5: string }> {
    const dir = join(this.taskDir(taskId), 'output');
    await mkdir(dir, { recursive: true });
    const target = join(dir, file);
    const temp = join(dir, `.${randomBytes(6).toString('hex')}.part`);
    try {
      // The scratch is on this machine's disk: a copy, not a rename, crosses to the shared volume.
      await copyFile(localPath, temp);
      await link(temp, target).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err;
      });
    } finally {
      await rm(temp, { force: true });
    }
    await rm(localPath, { force: true });
    const info = await stat(target);
    return { size: info.size, md5: await md5OfFile(target) };
  }

  async openOutput(taskId: string, file: string): Promise<StoredBlob | null> {
    const path = join(this.taskDir(taskId), 'output', file);
    const size = await fileSize(path);
    if (size === null) return null;
    return { size, read: (start, end) => createReadStream(path, { start, end, highWaterMark: SERVE_CHUNK_BYTES }) };
  }

  async localOutput(taskId: string, file: string): Promise<string | null> {
    const path = join(this.taskDir(taskId), 'output', file);
    return (await fileSize(path)) === null ? null : path;
  }

  async removeTask(taskId: string): Promise<void> {
    await rm(this.incoming(taskId), { recursive: true, force: true });
    await rm(this.taskDir(taskId), { recursive: true, force: true, maxRetries: 3 });
  }

  private incoming(taskId: string): string {
    return join(this.root, 'incoming', taskId);
  }

  private taskDir(taskId: string): string {
    return join(this.root, 'tasks', taskId);
  }

  private inputs(taskId: string): string {
    return join(this.taskDir(taskId), 'inputs');
  }
}
