import { copyFile, link } from 'node:fs/promises';
import { join } from 'node:path';
import type { EngineServices } from '../../engine-services';
import type { ReceivedFile } from '../../intake/multipart-intake';
import { baseName, inputFileName } from '../../store/stored-file-names';
import { invalidParameter } from '../../lib/errors/http-error';
import { isJsonObject, readJsonBody } from '../json-body';
import { jsonTaskFields } from '../json-task-fields';
import type { RequestContext } from '../router';
import type { TaskIntake } from '../../intake/accept-task';

const JSON_OVERHEAD_BYTES = 1024 * 1024;

function fileIdsOf(body: Record<string, unknown>, maxFiles: number): string[] {
  const ids = body.fileIds ?? [];
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
    throw invalidParameter('fileIds must be an array of upload ids (from POST /spaces/{spaceId}/file/auth), in order.');
  }
  if (ids.length > maxFiles) throw invalidParameter(`Too many files: at most ${maxFiles} per task.`);
  return ids as string[];
}

/** Hard-links the upload into the task (one copy of the bytes on disk); copies where links are not possible. */
async function place(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/**
 * `POST /v1/tools/tasks` with a JSON body `{fileIds, type, params, spaceId, name}`: the files are pre-uploads of
 * the same space, placed into the task's inputs in `fileIds` order. The result is the same form a multipart create
 * gives, so both go through one validation; the uploads are removed once the task is stored.
 */
export async function receiveJsonCreate(services: EngineServices, ctx: RequestContext, inputsDir: string): Promise<TaskIntake> {
  const body = await readJsonBody(ctx.req, services.intakeLimits.maxFieldBytes + JSON_OVERHEAD_BYTES);
  if (!isJsonObject(body)) throw invalidParameter('Send the task as a JSON object: {"fileIds": […], "type": "…", "params": {…}}.');
  const fileIds = fileIdsOf(body, services.intakeLimits.maxFiles);
  const { spaceId, fields } = jsonTaskFields(body, ctx.url);

  const files: ReceivedFile[] = [];
  for (const [index, id] of fileIds.entries()) {
    const upload = await services.uploads.get(id);
    // Another person's upload is, to this request, one that does not exist (a leaked id opens nothing).
    const theirs = upload && !ctx.principal.admin && (upload.ownerId ?? '') !== ctx.principal.userId;
    if (!upload?.complete || theirs) {
      throw invalidParameter(
        `fileIds[${index}] "${id.slice(0, 64)}" is not a finished upload: upload it first (POST /spaces/{spaceId}/file/auth), or it expired.`,
      );
    }
    if (upload.spaceId !== spaceId) {
      throw invalidParameter(`fileIds[${index}] was uploaded to space "${upload.spaceId}", not "${spaceId}".`);
    }
    const file = inputFileName(index + 1, upload.name);
    await place(services.uploads.dataPath(id), join(inputsDir, file));
    files.push({ field: 'files', file, name: baseName(upload.name), size: upload.bytes, mimeType: 'application/octet-stream' });
  }
  return {
    form: { fields, files },
    fileIds,
    commit: async () => {
      await Promise.all([...new Set(fileIds)].map((id) => services.uploads.remove(id)));
    },
  };
}
