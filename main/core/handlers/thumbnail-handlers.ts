import path from 'node:path';
import type { IpcHandlers } from '../ipc-router';
import { inspectThumbnails } from '../service-client/engine-extras';
import { ServiceError } from '../service-client/service-error';
import { describeFiles } from './file-handlers';
import type { HandlerDeps } from './handler-deps';

type ThumbnailHandlers = Pick<IpcHandlers, 'files:thumbnails' | 'files:cancelThumbnails'>;

/**
 * Slide and page thumbnails for the panels, drawn by the local engine whichever backend runs tasks (DeckFlow's cloud
 * has no such route, and the files are on this computer anyway): each picture is pushed as it arrives, so a long
 * deck's first slides show while the rest are drawn.
 */
export function createThumbnailHandlers(deps: HandlerDeps): ThumbnailHandlers {
  const running = new Map<string, AbortController>();
  return {
    'files:thumbnails': async ({ path: given, requestId }) => {
      const [file] = await describeFiles([given], deps.fileAccess);
      if (running.has(requestId))
        throw new ServiceError({ code: 'invalid_parameter', message: 'This thumbnail request is already running.' });
      const stop = new AbortController();
      running.set(requestId, stop);
      let pages = 0;
      try {
        return await inspectThumbnails(
          await deps.backend.engineClient(),
          { path: file?.path ?? given, name: file?.name ?? path.basename(given) },
          {
            onPages: (count) => {
              pages = count;
              deps.emit('files:thumbnail', { requestId, pages });
            },
            onThumbnail: ({ png, ...thumbnail }) =>
              deps.emit('files:thumbnail', { requestId, pages, thumbnail: { ...thumbnail, dataUrl: `data:image/png;base64,${png}` } }),
          },
          stop.signal,
        );
      } catch (error) {
        if (stop.signal.aborted) throw new ServiceError({ code: 'cancelled', message: 'The thumbnails were no longer wanted.' });
        throw error;
      } finally {
        running.delete(requestId);
      }
    },
    'files:cancelThumbnails': ({ requestId }) => {
      running.get(requestId)?.abort();
      return Promise.resolve();
    },
  };
}
