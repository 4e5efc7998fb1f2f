/**
 * DeckFlow's pre-upload flow, as its SDK drives it for files over 10 MiB and its CLI for every file:
 *   POST /v1/spaces/{spaceId}/file/auth {name, bytes, hash, chunkSize} → {id, key, hash, platform, multipart, auth, …}
 *   PUT auth.url (multipart field `file`)                                   — one request with the whole file, or
 *   PUT multipartPartAuths[i].url, then POST auth.url {parts:[{partNumber, hash}]}
 * The SDK sends the PUTs and the completion with a bare axios, without its headers: the upload URLs are signed.
 */
import type { EngineServices } from '../../engine-services';
import { ClientAbortedError, fileTooLarge } from '../../intake/multipart-intake';
import { parseSpaceId } from '../../store/spaces';
import { baseName } from '../../store/stored-file-names';
import type { Upload } from '../../uploads/upload-store';
import { HttpError, invalidParameter } from '../../lib/errors/http-error';
import { isJsonObject, readJsonBody } from '../json-body';
import type { RequestContext, RouteHandler, Router } from '../router';
import { sendJson } from '../send-json';
import type { UrlSigner } from '../url-signer';
import { SDK_PREFIX } from './sdk-errors';

const SMALL_JSON_BYTES = 1024 * 1024;

function positiveInt(value: unknown, field: string, optional: boolean): number | undefined {
  if (optional && (value === undefined || value === null)) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw invalidParameter(`${field} must be a whole number ≥ 1.`);
  return value;
}

/** Body errors leave the rest of the upload unread: answer, then close the connection; a vanished client gets nothing. */
function uploadHandler(handle: (ctx: RequestContext) => Promise<void>): RouteHandler {
  return async (ctx) => {
    try {
      await handle(ctx);
    } catch (err) {
      if (err instanceof ClientAbortedError) {
        ctx.res.destroy();
        return;
      }
      if (err instanceof HttpError && !ctx.req.complete) err.headers.connection = 'close';
      throw err;
    }
  };
}

function uploadPath(id: string): string {
  return `${SDK_PREFIX}/uploads/${encodeURIComponent(id)}`;
}

function describeUpload(upload: Upload, signedUrl: (path: string) => string): Record<string, unknown> {
  const auth = { url: signedUrl(uploadPath(upload.id)), headers: {} };
  const answer: Record<string, unknown> = {
    id: upload.id,
    key: `uploads/${upload.spaceId}/${upload.id}/${upload.name}`,
    hash: upload.hash,
    platform: 'local',
    multipart: upload.partCount > 1,
    auth,
  };
  if (upload.partCount > 1) {
    answer.multipartUploadId = upload.id;
    answer.multipartPartSize = upload.partSize;
    answer.multipartPartAuths = Array.from({ length: upload.partCount }, (_, i) => ({
      url: signedUrl(`${uploadPath(upload.id)}/parts/${i + 1}`),
      headers: {},
    }));
  }
  return answer;
}

export function addUploadRoutes(router: Router, services: EngineServices, signer: UrlSigner): void {
  const { uploads, tools } = services;

  router.add('POST', `${SDK_PREFIX}/spaces/:spaceId/file/auth`, async (ctx) => {
    const spaceId = parseSpaceId(ctx.params.spaceId);
    const body = await readJsonBody(ctx.req, SMALL_JSON_BYTES);
    if (!isJsonObject(body)) throw invalidParameter('Send {"name", "bytes", "hash", "chunkSize"} as a JSON object.');
    const name = typeof body.name === 'string' ? baseName(body.name) : '';
    if (!name) throw invalidParameter('name must be the file name, e.g. "deck.pptx".');
    const bytes = positiveInt(body.bytes, 'bytes', false) ?? 0;
    if (typeof body.hash !== 'string' || body.hash.length > 128) throw invalidParameter('hash must be the md5 of the file, as hex.');
    const chunkSize = positiveInt(body.chunkSize, 'chunkSize', true);
    const limit = tools.largestFileLimit();
    if (bytes > limit) throw fileTooLarge(undefined, name, limit);
    const upload = await uploads.create({ spaceId, name, bytes, hash: body.hash, chunkSize, ownerId: ctx.principal.userId });
    sendJson(
      ctx.res,
      200,
      describeUpload(upload, (path) => `${ctx.origin}${signer.sign(path, upload.expiresAt)}`),
    );
  });

  router.add(
    'PUT',
    `${SDK_PREFIX}/uploads/:id`,
    uploadHandler(async (ctx) => {
      const upload = await uploads.receiveWhole(ctx.params.id ?? '', ctx.req);
      sendJson(ctx.res, 200, { id: upload.id, hash: upload.hash, bytes: upload.bytes });
    }),
    { signed: true },
  );

  router.add(
    'PUT',
    `${SDK_PREFIX}/uploads/:id/parts/:part`,
    uploadHandler(async (ctx) => {
      const partNumber = /^\d{1,5}$/.test(ctx.params.part ?? '') ? Number(ctx.params.part) : NaN;
      const part = await uploads.receivePart(ctx.params.id ?? '', partNumber, ctx.req);
      sendJson(ctx.res, 200, { partNumber, hash: part.receipt, bytes: part.bytes });
    }),
    { signed: true },
  );

  router.add(
    'POST',
    `${SDK_PREFIX}/uploads/:id`,
    uploadHandler(async (ctx) => {
      const body = await readJsonBody(ctx.req, SMALL_JSON_BYTES);
      const parts = isJsonObject(body) ? body.parts : undefined;
      if (!Array.isArray(parts) || !parts.every((p) => isJsonObject(p) && typeof p.partNumber === 'number' && typeof p.hash === 'string')) {
        throw invalidParameter('Send {"parts": [{"partNumber": 1, "hash": "…"}, …]}, with the hash each part upload answered.');
      }
      const upload = await uploads.complete(ctx.params.id ?? '', parts as Array<{ partNumber: number; hash: string }>);
      sendJson(ctx.res, 200, { id: upload.id, hash: upload.hash, bytes: upload.bytes });
    }),
    { signed: true },
  );
}
