/**
 * Why an upload is refused while it arrives, beyond one file's size (multipart-intake.ts has that one): the whole
 * request over its cap, a stalled sender, a full disk. Each names what to do about it.
 */
import { formatBytes } from '../../../shared/format-bytes';
import { HttpError } from '../lib/errors/http-error';

/** A tool as an intake refusal names it: its type (for a client's words) and English title. */
export interface IntakeTool {
  type: string;
  title: string;
}

/** All files of one request together: the tool's cap, or before `type` is known the largest of any local tool. */
export function requestTooLarge(tool: IntakeTool | undefined, limit: number, declared?: number): HttpError {
  const size =
    declared === undefined
      ? `The files of this upload add up to more than ${formatBytes(limit)}`
      : `This upload is ${formatBytes(declared)}`;
  const message = tool
    ? `${size}; ${tool.title} takes at most ${formatBytes(limit)} per task, all files together.`
    : `${size}; no tool takes more than ${formatBytes(limit)} per task, all files together.`;
  const params = { size: declared ?? '', limit, tool: tool?.type ?? '', toolTitle: tool?.title ?? '' };
  return new HttpError(400, 'file_size_exceeded', message, {}, { reason: { code: 'upload-too-large', params } });
}

/** More file parts than one request may hold. */
export function tooManyFiles(max: number): HttpError {
  return new HttpError(
    400,
    'invalid_parameter',
    `Too many files: at most ${max} per task.`,
    {},
    {
      reason: { code: 'too-many-files', params: { max } },
    },
  );
}

export function uploadStalled(idleMs: number): HttpError {
  return new HttpError(
    408,
    'upload_stalled',
    `The upload stopped: no data arrived for ${Math.round(idleMs / 1000)} s, so the engine dropped it. Send the task again.`,
  );
}

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DISK_FULL_CODES.has(code);
}

/** 507: the engine's own disk, not the request, is the problem. */
export function notEnoughDiskSpace(detail?: { needed?: number; free: number }): HttpError {
  const numbers = detail
    ? detail.needed === undefined
      ? ` (${formatBytes(detail.free)} free)`
      : ` (this upload needs ${formatBytes(detail.needed)}, ${formatBytes(detail.free)} is free)`
    : '';
  return new HttpError(
    507,
    'insufficient_storage',
    `The engine has not enough disk space to store this upload${numbers}. Free some space on the disk that holds the engine's data, or delete old tasks, then send it again.`,
  );
}
