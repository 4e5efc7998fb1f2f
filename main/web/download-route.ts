/**
 * GET /api/download/<taskId> — web save-as: the task's output streamed from the backend to the browser with
 * `Content-Disposition: attachment`, under the same suggested name the desktop save dialog would offer.
 */
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { attachmentDisposition } from '../../shared/content-disposition';
import type { AppServices } from '../core/app-services';
import { suggestOutputName } from '../core/output-name';
import { safeFileName } from '../../shared/file-names';
import { ServiceError, toTaskError } from '../core/service-client/service-error';
import { sendError } from './http-replies';

export async function handleDownload(
  res: ServerResponse,
  taskId: string,
  services: Pick<AppServices, 'backend' | 'taskCenter'>,
  /** Save all's name for this one, kept apart from the others' (`photo (2).webp`); cleaned like any name. */
  asName?: string | null,
): Promise<void> {
  const abort = new AbortController();
  res.once('close', () => abort.abort());
  try {
    const client = await services.backend.client();
    const task = await client.getTask(taskId, abort.signal);
    const tools = await services.backend.tools().catch(() => []);
    const suggested = suggestOutputName(
      task,
      tools.find((tool) => tool.type === task.type),
      services.taskCenter.requestOf(taskId),
    );
    const fileName = asName ? safeFileName(asName, suggested) : suggested;
    const output = await client.openOutput(task, abort.signal);
    const headers: Record<string, string> = {
      'content-type': output.mimeType ?? String(output.response.headers['content-type'] ?? 'application/octet-stream'),
      'content-disposition': attachmentDisposition(fileName),
      'cache-control': 'no-store',
    };
    const length = output.response.headers['content-length'];
    if (typeof length === 'string') headers['content-length'] = length;
    res.writeHead(200, headers);
    await pipeline(output.response, res).catch(() => {
      output.response.destroy();
      res.destroy();
    });
  } catch (error) {
    if (abort.signal.aborted) return;
    const { code, message } = toTaskError(error);
    const status = error instanceof ServiceError && error.status !== null ? error.status : code === 'not_ready' ? 409 : 502;
    sendError(res, status, code, message);
  }
}
