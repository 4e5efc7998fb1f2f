import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { mkdir, open, readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { invalidParameter, notFound } from '../lib/errors/http-error';
import { writeJsonAtomic } from '../store/atomic-json';
import { isTaskId } from '../store/task-paths';
import { receiveUploadBody } from './upload-body';
import {
  checkUploadRoom,
  DEFAULT_MAX_OPEN_UPLOADS,
  DEFAULT_MAX_UPLOAD_BYTES,
  type UploadHoldings,
  type UploadRoomLimits,
} from './upload-room';

const MiB = 1024 * 1024;
export const DEFAULT_PART_BYTES = 10 * MiB;
const MIN_PART_BYTES = MiB;
const MAX_PART_BYTES = 64 * MiB;
const MAX_PARTS = 10_000;

/**
 * A pre-upload (DeckFlow's `POST /spaces/{spaceId}/file/auth` flow): announced with its name, size and md5, then
 * sent whole or in parts, then named by a task create's `fileIds`. Until a task uses it, it lives in
 * `DATA/uploads/<id>/` and expires.
 */
export interface Upload {
  id: string;
  spaceId: string;
  /** The person whose key announced it (team server); '' for the engine's own key. Only they may name it in a task. */
  ownerId?: string;
  /** The client's file name (metadata only). */
  name: string;
  bytes: number;
  /**
   * The md5 the client announced (lower-case hex). Checked when the file comes in one request (hashed on the way
   * in). Not for multipart uploads: parts land in any order, so the file would have to be hashed again after the
   * transfer, which on a two-core machine costs the upload about a third of its throughput (npm run bench --
   * sdk-transfer); those are held to their exact part sizes and the receipts instead.
   */
  hash: string;
  partSize: number;
  /** 1 = one request with the whole file. */
  partCount: number;
  /** What arrived of each part, by 1-based part number: its size and the receipt its PUT answered. */
  parts: Record<string, PartReceipt>;
  complete: boolean;
  /** ms since the epoch */
  createdAt: number;
  expiresAt: number;
}

export interface PartReceipt {
  bytes: number;
  /**
   * Answered as the part's `hash` and listed back in the completion: an opaque token (the SDK only echoes it), not
   * the part's md5, which would cost the upload path a hash of every byte. A part sent again gets a new receipt,
   * so a completion listing a stale one is refused.
   */
  receipt: string;
}

interface UploadFile {
  version: 1;
  upload: Upload;
}

export interface NewUpload {
  spaceId: string;
  ownerId?: string;
  name: string;
  bytes: number;
  hash: string;
  /** The part size the client asked for; clamped to 1–64 MiB. */
  chunkSize: number | undefined;
}

function isMd5(hash: string): boolean {
  return /^[0-9a-f]{32}$/.test(hash);
}

function expired(upload: Upload, now: number): boolean {
  return upload.expiresAt <= now;
}

/**
 * Pending and finished pre-uploads: created, filled, completed, consumed by a task, or removed once expired. Each
 * lives in a folder of its own under `root`: the engine's data folder, or on a team server the folder every node
 * shares, where an upload announced through one API node is filled, completed and used through any other (so what
 * is known is read from its folder when this node has not seen it, and each part's receipt is stored beside it).
 */
export class UploadStore {
  private readonly uploads = new Map<string, Upload>();
  /** Requests writing into an upload right now; the sweeper leaves those alone. */
  private readonly writers = new Map<string, number>();
  private sweeper: NodeJS.Timeout | undefined;
  /** Whether other nodes use the same folder (a team server's shared blob folder). */
  private readonly shared: boolean;

  constructor(
    private readonly root: string,
    readonly ttlMs: number,
    private readonly room: UploadRoomLimits = { maxOpen: DEFAULT_MAX_OPEN_UPLOADS, maxBytes: DEFAULT_MAX_UPLOAD_BYTES },
    options: { shared?: boolean } = {},
  ) {
    this.shared = options.shared === true;
  }

  private dir(id: string): string {
    return join(this.root, 'uploads', id);
  }

  dataPath(id: string): string {
    return join(this.dir(id), 'data');
  }

  /** Keeps finished, unexpired uploads of an earlier run (a create may still name them); removes the rest. */
  async load(now: number = Date.now()): Promise<void> {
    const root = join(this.root, 'uploads');
    await mkdir(root, { recursive: true, mode: 0o700 });
    for (const name of await readdir(root)) {
      const upload = isTaskId(name) ? await readUpload(join(root, name, 'upload.json')) : null;
      if (upload?.id === name && !expired(upload, now) && (upload.complete || this.shared)) this.uploads.set(name, upload);
      else await rm(join(root, name), { recursive: true, force: true });
    }
  }

  /** Removes expired uploads every `intervalMs` until stop(). */
  startSweeping(intervalMs: number = Math.min(60_000, Math.max(1_000, this.ttlMs / 4))): void {
    this.sweeper = setInterval(() => void this.sweep(), intervalMs);
    this.sweeper.unref();
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  /**
   * Removes expired uploads: this node's, and in a shared folder every node's (one that died mid-upload leaves its
   * folder to the others), judged by the upload.json each folder holds, or by the folder's age where it has none.
   */
  async sweep(now: number = Date.now()): Promise<void> {
    const stale = [...this.uploads.values()].filter((upload) => expired(upload, now) && !this.writers.get(upload.id));
    await Promise.all(stale.map((upload) => this.remove(upload.id)));
    if (!this.shared) return;
    const root = join(this.root, 'uploads');
    for (const name of await readdir(root).catch(() => [])) {
      if (this.uploads.has(name) || this.writers.get(name)) continue;
      const upload = await readUpload(join(root, name, 'upload.json'));
      const made =
        upload?.createdAt ??
        (await stat(join(root, name)).then(
          (info) => info.mtimeMs,
          () => now,
        ));
      if (upload ? expired(upload, now) : made + this.ttlMs <= now) await rm(join(root, name), { recursive: true, force: true });
    }
  }

  /** What the live pre-uploads hold: how many are unfinished, the bytes announced, the bytes still to arrive. */
  holdings(now: number = Date.now()): UploadHoldings {
    const held: UploadHoldings = { open: 0, announced: 0, outstanding: 0 };
    for (const upload of this.uploads.values()) {
      if (expired(upload, now)) continue;
      held.announced += upload.bytes;
      if (upload.complete) continue;
      held.open += 1;
      const arrived = Object.values(upload.parts).reduce((sum, part) => sum + part.bytes, 0);
      held.outstanding += Math.max(0, upload.bytes - arrived);
    }
    return held;
  }

  async create(input: NewUpload, now: number = Date.now()): Promise<Upload> {
    const partSize = Math.min(MAX_PART_BYTES, Math.max(MIN_PART_BYTES, input.chunkSize ?? DEFAULT_PART_BYTES));
    const partCount = Math.max(1, Math.ceil(input.bytes / partSize));
    if (partCount > MAX_PARTS) throw invalidParameter(`The file would need more than ${MAX_PARTS} parts; ask for a larger chunkSize.`);
    // Checked and taken in one turn of the event loop but for the disk's answer: two announcements racing may both
    // pass, which the disk-full handling of their PUTs (507) then covers.
    await checkUploadRoom(this.root, this.room, this.holdings(now), input.bytes);
    const upload: Upload = {
      id: randomUUID(),
      spaceId: input.spaceId,
      ...(input.ownerId ? { ownerId: input.ownerId } : {}),
      name: input.name,
      bytes: input.bytes,
      hash: input.hash.toLowerCase(),
      partSize,
      partCount,
      parts: {},
      complete: false,
      createdAt: now,
      expiresAt: now + this.ttlMs,
    };
    await mkdir(this.dir(upload.id), { recursive: true, mode: 0o700 });
    // Sized up front (sparse), so parts arriving in any order each write at their own offset.
    const handle = await open(this.dataPath(upload.id), 'w', 0o600);
    try {
      await handle.truncate(upload.bytes);
    } finally {
      await handle.close();
    }
    await this.persist(upload);
    this.uploads.set(upload.id, upload);
    return upload;
  }

  /** A live upload: not removed, not expired; read from its folder when another node made it. */
  async get(id: string, now: number = Date.now()): Promise<Upload | undefined> {
    let upload = this.uploads.get(id);
    if (!upload && this.shared && isTaskId(id)) {
      const stored = await readUpload(join(this.dir(id), 'upload.json'));
      if (stored?.id === id) {
        upload = { ...stored, parts: { ...stored.parts, ...(await this.storedReceipts(id)) } };
        this.uploads.set(id, upload);
      }
    }
    return upload && !expired(upload, now) ? upload : undefined;
  }

  private async pending(id: string): Promise<Upload> {
    const upload = await this.get(id);
    if (!upload) throw notFound(`No upload "${id}": it is unknown, expired, or already used by a task. Announce it again.`);
    if (upload.complete) throw invalidParameter(`Upload ${id} is already complete; name it in a task's fileIds.`);
    return upload;
  }

  /** The receipts of the parts other nodes took (a shared folder), by part number. */
  private async storedReceipts(id: string): Promise<Record<string, PartReceipt>> {
    const receipts: Record<string, PartReceipt> = {};
    const dir = join(this.dir(id), 'parts');
    for (const name of await readdir(dir).catch(() => [])) {
      const match = /^(\d+)\.json$/.exec(name);
      if (!match?.[1]) continue;
      const receipt = await readFile(join(dir, name), 'utf8').then(
        (text) => JSON.parse(text) as PartReceipt,
        () => null,
      );
      if (receipt) receipts[match[1]] = receipt;
    }
    return receipts;
  }

  /** The whole file in one request (uploads announced small enough for one part). */
  async receiveWhole(id: string, req: IncomingMessage): Promise<Upload> {
    const upload = await this.pending(id);
    if (upload.partCount > 1) {
      throw invalidParameter(`Upload ${id} is multipart: send its ${upload.partCount} parts to the multipartPartAuths URLs.`);
    }
    const received = await this.writing(id, () =>
      receiveUploadBody(req, { path: this.dataPath(id), start: 0, bytes: upload.bytes, md5: true }),
    );
    this.checkHash(upload, received.md5 ?? '');
    upload.parts = { 1: { bytes: received.bytes, receipt: received.md5 ?? '' } };
    upload.complete = true;
    await this.persist(upload);
    return upload;
  }

  /** Part `partNumber` (1-based) at its offset; a part sent again replaces the earlier one. */
  async receivePart(id: string, partNumber: number, req: IncomingMessage): Promise<PartReceipt> {
    const upload = await this.pending(id);
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > upload.partCount) {
      throw invalidParameter(`Upload ${id} has parts 1 to ${upload.partCount}; there is no part ${partNumber}.`);
    }
    const start = (partNumber - 1) * upload.partSize;
    const bytes = Math.min(upload.partSize, upload.bytes - start);
    const received = await this.writing(id, () => receiveUploadBody(req, { path: this.dataPath(id), start, bytes, md5: false }));
    const part: PartReceipt = { bytes: received.bytes, receipt: randomBytes(12).toString('hex') };
    upload.parts[String(partNumber)] = part;
    // Beside the upload, for the node that takes the completion (a shared folder may put it on another).
    if (this.shared) await writeJsonAtomic(join(this.dir(id), 'parts', `${partNumber}.json`), part);
    return part;
  }

  /** Ends a multipart upload: every part arrived, and the completion lists the receipt of each part's last PUT. */
  async complete(id: string, parts: ReadonlyArray<{ partNumber: number; hash: string }>): Promise<Upload> {
    const upload = await this.pending(id);
    if (this.shared) upload.parts = { ...upload.parts, ...(await this.storedReceipts(id)) };
    for (let n = 1; n <= upload.partCount; n++) {
      const received = upload.parts[String(n)];
      if (!received) throw invalidParameter(`Upload ${id} is missing part ${n} of ${upload.partCount}.`);
      const listed = parts.find((part) => part.partNumber === n);
      if (!listed) throw invalidParameter(`The completion list does not name part ${n} of ${upload.partCount}.`);
      if (listed.hash !== received.receipt) {
        throw invalidParameter(
          `Part ${n} was answered with hash ${received.receipt}, not ${listed.hash}; list the hash of its last upload.`,
        );
      }
    }
    upload.complete = true;
    await this.persist(upload);
    return upload;
  }

  /** Forgets the upload and removes its file (a task that used it holds its own link to the bytes). */
  async remove(id: string): Promise<void> {
    this.uploads.delete(id);
    await rm(this.dir(id), { recursive: true, force: true, maxRetries: 3 });
  }

  private checkHash(upload: Upload, md5: string): void {
    // DeckFlow's SDK announces the md5; anything else cannot be checked, so it is kept as the client's label.
    if (isMd5(upload.hash) && upload.hash !== md5) {
      throw invalidParameter(`The bytes received have md5 ${md5}, but ${upload.hash} was announced; upload the file again.`);
    }
  }

  private async writing<T>(id: string, work: () => Promise<T>): Promise<T> {
    this.writers.set(id, (this.writers.get(id) ?? 0) + 1);
    try {
      return await work();
    } finally {
      const left = (this.writers.get(id) ?? 1) - 1;
      if (left > 0) this.writers.set(id, left);
      else this.writers.delete(id);
    }
  }

  private persist(upload: Upload): Promise<void> {
    const file: UploadFile = { version: 1, upload };
    return writeJsonAtomic(join(this.dir(upload.id), 'upload.json'), file);
  }
}

async function readUpload(path: string): Promise<Upload | null> {
  try {
    const file = JSON.parse(await readFile(path, 'utf8')) as UploadFile;
    return file.version === 1 ? file.upload : null;
  } catch {
    return null;
  }
}
