import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { mimeTypeFor } from '../../../shared/tools/file-acceptance';
import type { EngineServices } from '../engine-services';
import { isTaskId } from '../store/task-id';
import { attachmentDisposition } from './content-disposition';
import { notFound } from '../lib/errors/http-error';
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
    async ({ req, res, params }) => {
      const id = params.id ?? '';
      const record = isTaskId(id) ? await services.tasks.get(id) : undefined;
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
      const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false }).catch(() => {
        throw notFound('The output file of this task is no longer on disk.');
      });
      try {
        let found: yauzl.Entry | undefined;
        for await (const entry of zip.eachEntry()) {
          if (entry.fileName === params.entry) {
            found = entry;
            break;
          }
        }
        if (!found) throw notFound(`${params.name} has no file named "${params.entry ?? ''}".`);
        res.writeHead(200, {
          'content-type': mimeTypeFor(found.fileName),
          'content-length': found.uncompressedSize,
          'content-disposition': attachmentDisposition(found.fileName),
          'cache-control': 'private, no-store',
        });
        if (req.method === 'HEAD') {
          res.end();
          return;
        }
        await pipeline(await zip.openReadStreamPromise(found), res).catch((err: NodeJS.ErrnoException) => {
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
