import { pipeline } from 'node:stream/promises';
import { mimeTypeFor } from '../../../shared/tools/file-acceptance';
import type { EngineServices } from '../engine-services';
import { maySee } from '../store/people';
import { isTaskId } from '../store/task-id';
import { attachmentDisposition } from '../../../shared/content-disposition';
import { HttpError, notFound } from '../lib/errors/http-error';
import { ToolError } from '../lib/errors/tool-error';
import { ZipReader } from '../lib/zip/zip-reader';
import type { Router } from './router';

/**
 * `GET /files/{taskId}/{zipName}/{entryName}`: one file inside a task's ZIP output, streamed. DeckFlow's SDK reads
 * `pptx.split` as one download per slide while the root dialect delivers one ZIP; this serves the slides out of
 * that ZIP, so both dialects share one stored output.
 */
export function addZipEntryRoute(router: Router, services: EngineServices): void {
  router.add(
    'GET',
    '/files/:id/:name/:entry',
    async ({ req, res, params, principal }) => {
      const id = params.id ?? '';
      const found = isTaskId(id) ? await services.tasks.get(id) : undefined;
      const record = found && maySee(principal, found) ? found : undefined;
      const result = record?.task.result;
      const outputFile = record?.job.outputFile;
      if (
        !record ||
        record.task.status !== 'completed' ||
        !outputFile ||
        result?.fileName !== params.name ||
        result?.mimeType !== 'application/zip'
      ) {
        throw notFound('No such file: the task is unknown, unfinished, was deleted, or has no ZIP output.');
      }
      const path = await services.blobs.localOutput(id, outputFile);
      if (!path) throw notFound('The output file of this task is no longer on disk.');
      // The engine wrote this ZIP, but it is read with the same guards as any other.
      const zip = await ZipReader.open(path, outputFile).catch((error: unknown) => {
        if (error instanceof ToolError && error.code === 'zip_bomb') throw new HttpError(422, error.code, error.message);
        throw notFound('The output file of this task is no longer on disk.');
      });
      try {
        const found = zip.entries.find((entry) => !entry.isDirectory && entry.name === params.entry);
        if (!found) throw notFound(`${params.name} has no file named "${params.entry ?? ''}".`);
        res.writeHead(200, {
          'content-type': mimeTypeFor(found.name),
          'content-length': found.uncompressedSize,
          'content-disposition': attachmentDisposition(found.name),
          'cache-control': 'private, no-store',
        });
        if (req.method === 'HEAD') {
          res.end();
          return;
        }
        await pipeline(await zip.openStream(found), res).catch((err: NodeJS.ErrnoException) => {
          // A client that stops reading mid-download is not an engine error.
          if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
        });
      } finally {
        zip.close();
      }
    },
    { signed: true },
  );
}
