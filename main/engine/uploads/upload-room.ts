/**
 * Room for pre-uploads (issue #19: announcements were free, so 1,500 of 300 MB each were accepted and their bytes
 * filled a 200 MB disk to nothing). An announcement reserves its bytes: it is refused with 507 when they do not fit
 * on the disk beyond its reserve and beyond what earlier unfinished pre-uploads still have to send, and with 429 when
 * too many pre-uploads are unfinished or too many bytes wait for a task. The engine has one key, so these bounds are
 * per key.
 */
import { formatBytes } from '../../../shared/format-bytes';
import { HttpError } from '../lib/errors/http-error';
import { usableDiskBytes } from '../store/disk-space';
import { notEnoughDiskSpace } from '../intake/intake-refusals';

export const DEFAULT_MAX_OPEN_UPLOADS = 32;
export const DEFAULT_MAX_UPLOAD_BYTES = 8 * 1024 ** 3;

export interface UploadRoomLimits {
  /** Free disk the engine leaves alone (default: 2% of the disk, at most 256 MB). */
  reserveBytes?: number | undefined;
  /** Pre-uploads announced and not yet complete. */
  maxOpen: number;
  /** Bytes of every pre-upload not yet used by a task, complete or not. */
  maxBytes: number;
}

/** What the live pre-uploads hold now. */
export interface UploadHoldings {
  /** Unfinished pre-uploads. */
  open: number;
  /** Bytes announced by pre-uploads not yet used by a task. */
  announced: number;
  /** Bytes announced that have not arrived yet: disk they will still take. */
  outstanding: number;
}

function tooMany(message: string): HttpError {
  return new HttpError(429, 'rate_limited', message);
}

/** Throws the refusal for announcing `bytes` more, or returns when they fit. */
export async function checkUploadRoom(dataDir: string, limits: UploadRoomLimits, held: UploadHoldings, bytes: number): Promise<void> {
  if (held.open >= limits.maxOpen) {
    throw tooMany(
      `${held.open} pre-uploads are announced and not finished, the most the engine keeps: finish them (or let them expire), then announce this one again.`,
    );
  }
  if (held.announced + bytes > limits.maxBytes) {
    throw tooMany(
      `Pre-uploads waiting for a task already hold ${formatBytes(held.announced)}; with this one (${formatBytes(bytes)}) they would pass ${formatBytes(limits.maxBytes)}. Use them in a task (or let them expire), then announce this one again.`,
    );
  }
  const usable = await usableDiskBytes(dataDir, limits.reserveBytes);
  if (usable === null) return;
  const free = Math.max(0, usable - held.outstanding);
  if (bytes > free) throw notEnoughDiskSpace({ needed: bytes, free });
}

/** Disk a task upload may use: what is usable, less what unfinished pre-uploads will still write. */
export async function roomForUpload(dataDir: string, reserveBytes: number | undefined, outstanding: number): Promise<number | null> {
  const usable = await usableDiskBytes(dataDir, reserveBytes);
  return usable === null ? null : Math.max(0, usable - outstanding);
}
