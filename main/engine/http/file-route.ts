import { pipeline } from 'node:stream/promises';
import type { EngineServices } from '../engine-services';
import { maySee } from '../store/people';
import { isTaskId } from '../store/task-id';
import { parseRange } from './byte-range';
import { attachmentDisposition } from '../../../shared/content-disposition';
import { HttpError, notFound } from '../lib/errors/http-error';
import type { Router } from './router';
import { addZipEntryRoute } from './zip-entry-route';

/**
 * `GET /files/{taskId}/{fileName}`: what `result.url` points to. Streamed, with single-range support. Answered with
 * the key, or without it to a signed link (the SDK dialect's result URLs), until the link expires.
 */
export function addFileRoute(router: Router, services: EngineServices): void {
  addZipEntryRoute(router, services);
  router.add(
    'GET',
    '/files/:id/:name',
    async ({ req, res, params, principal }) => {
      const id = params.id ?? '';
      const found = isTaskId(id) ? await services.tasks.get(id) : undefined;
      const record = found && maySee(principal, found) ? found : undefined;
      const result = record?.task.result;
      const outputFile = record?.job.outputFile;
      if (!record || record.task.status !== 'completed' || !result || !outputFile || result.fileName !== params.name) {
        throw notFound('No such file: the task is unknown, unfinished, or was deleted.');
      }
      const blob = await services.blobs.openOutput(id, outputFile);
      if (!blob) throw notFound('The output file of this task is no longer on disk.');

      const size = blob.size;
      const range = parseRange(req.headers.range, size);
      const headers: Record<string, string | number> = {
        'content-type': result.mimeType ?? 'application/octet-stream',
        'content-disposition': attachmentDisposition(result.fileName ?? outputFile),
        'accept-ranges': 'bytes',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        ...(result.md5 ? { etag: `"${result.md5}"` } : {}),
      };
      if (range.kind === 'unsatisfiable') {
        throw new HttpError(416, 'range_not_satisfiable', `The file has ${size} bytes.`, { 'content-range': `bytes */${size}` });
      }
      const start = range.kind === 'partial' ? range.start : 0;
      const end = range.kind === 'partial' ? range.end : size - 1;
      if (range.kind === 'partial') {
        res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
      } else {
        res.writeHead(200, { ...headers, 'content-length': size });
      }
      if (req.method === 'HEAD' || size === 0) {
        res.end();
        return;
      }
      await pipeline(blob.read(start, end), res).catch((err: NodeJS.ErrnoException) => {
        // A client that stops reading mid-download is not an engine error.
        if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
      });
    },
    { signed: true },
  );
}
