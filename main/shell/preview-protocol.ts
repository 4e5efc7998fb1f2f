/**
 * `deckhand-preview://task/<id>/<part>`: the window's pictures and videos of a task before it is saved (issue #21).
 * The renderer is sandboxed under a CSP that allows no file:// and holds no key, so main answers this one scheme from
 * core's preview cache (core/preview-reply.ts decides what may be served, and the web host answers the same paths).
 */
import { Readable } from 'node:stream';
import { protocol } from 'electron';
import type { Session } from 'electron';
import { PREVIEW_SCHEME } from '../../shared/contract/preview';
import { previewReply } from '../core/preview-reply';
import type { ResultPreviews } from '../core/result-previews';

/** Before the app is ready: a standard, secure scheme whose responses stream (a video is read by ranges). */
export function registerPreviewScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: PREVIEW_SCHEME, privileges: { standard: true, secure: true, stream: true } }]);
}

export async function answerPreview(previews: ResultPreviews, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.host !== 'task' || request.method !== 'GET') return new Response(null, { status: 404 });
  const reply = await previewReply(previews, url.pathname.replace(/^\//, ''), request.headers.get('range') ?? undefined, request.signal);
  const body = reply.body ? (Readable.toWeb(reply.body) as ReadableStream<Uint8Array>) : (reply.text ?? null);
  return new Response(body, { status: reply.status, headers: reply.headers });
}

export function servePreviews(session: Session, previews: ResultPreviews): void {
  session.protocol.handle(PREVIEW_SCHEME, (request) => answerPreview(previews, request));
}
