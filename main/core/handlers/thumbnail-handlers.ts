import path from 'node:path';
import type { IpcHandlers } from '../ipc-router';
import { inspectThumbnails } from '../service-client/engine-extras';
import type { PageThumbnail, ThumbnailOutcome } from '../service-client/engine-extras';
import { ServiceError } from '../service-client/service-error';
import { describeFiles } from './file-handlers';
import type { HandlerDeps } from './handler-deps';

interface ThumbnailListener {
  onPages(pages: number): void;
  onThumbnail(thumbnail: PageThumbnail): void;
}

type ThumbnailHandlers = Pick<IpcHandlers, 'files:thumbnails' | 'files:cancelThumbnails' | 'tasks:pages' | 'tasks:largePage'>;

/**
 * Slide and page thumbnails for the panels, drawn by the local engine whichever backend runs tasks (DeckFlow's cloud
 * has no such route, and the files are on this computer anyway): each picture is pushed as it arrives, so a long
 * deck's first slides show while the rest are drawn.
 */
export function createThumbnailHandlers(deps: HandlerDeps): ThumbnailHandlers {
  const running = new Map<string, AbortController>();
  /** Runs one request under `requestId`, pushing its count and each picture as they come; cancellable by that id. */
  const draw = async (requestId: string, run: (listener: ThumbnailListener, signal: AbortSignal) => Promise<ThumbnailOutcome>) => {
    if (running.has(requestId))
      throw new ServiceError({ code: 'invalid_parameter', message: 'This thumbnail request is already running.' });
    const stop = new AbortController();
    running.set(requestId, stop);
    let pages = 0;
    try {
      return await run(
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
  };
  return {
    'files:thumbnails': async ({ path: given, requestId }) => {
      const [file] = await describeFiles([given], deps.fileAccess);
      const engine = await deps.backend.engineClient();
      return draw(requestId, (listener, signal) =>
        inspectThumbnails(engine, { path: file?.path ?? given, name: file?.name ?? path.basename(given) }, listener, signal),
      );
    },
    // A result's pages (or its source deck's) for the preview: core holds the file, the local engine draws it.
    'tasks:pages': ({ id, side, requestId }) => draw(requestId, (listener, signal) => deps.previews.pages(id, side, listener, signal)),
    'tasks:largePage': async ({ id, side, page, longEdge }) => {
      const drawn = await deps.previews.largePage(id, side, page, longEdge);
      return { page: drawn.page, width: drawn.width, height: drawn.height, dataUrl: `data:image/png;base64,${drawn.png}` };
    },
    'files:cancelThumbnails': ({ requestId }) => {
      running.get(requestId)?.abort();
      return Promise.resolve();
    },
  };
}
