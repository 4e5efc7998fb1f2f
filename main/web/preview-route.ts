/**
 * GET /api/preview/<taskId>/<part> — a completed task's picture or video for the page's preview (issue #21), from
 * core's preview cache (preview-reply.ts decides what may be served); ranges let a video seek.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { AppServices } from '../core/app-services';
import { previewReply } from '../core/preview-reply';

export async function handlePreview(
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
  services: Pick<AppServices, 'previews'>,
): Promise<void> {
  const abort = new AbortController();
  res.once('close', () => abort.abort());
  const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
  const reply = await previewReply(services.previews, rest, range, abort.signal);
  if (abort.signal.aborted) {
    reply.body?.destroy();
    return;
  }
  res.writeHead(reply.status, reply.headers);
  if (req.method === 'HEAD' || !reply.body) {
    reply.body?.destroy();
    res.end(reply.text ?? '');
    return;
  }
  await pipeline(reply.body, res).catch(() => {
    reply.body?.destroy();
    res.destroy();
  });
}
