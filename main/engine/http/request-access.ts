import type { IncomingMessage } from 'node:http';
import { createKeyCheck } from './bearer-auth';
import { HttpError } from '../lib/errors/http-error';
import type { RouteAccess } from './router';
import type { SignatureCheck, UrlSigner } from './url-signer';

const SEND_KEY = 'send "Authorization: Bearer <key>"';

function refusal(req: IncomingMessage, signature: SignatureCheck): HttpError {
  const authorization = req.headers.authorization;
  const message =
    signature === 'expired'
      ? `This link has expired; get a fresh one from GET /tools/tasks/{id}/download, or ${SEND_KEY}.`
      : signature === 'invalid'
        ? `This link's signature is not valid for this engine; get a fresh one from GET /tools/tasks/{id}/download, or ${SEND_KEY}.`
        : authorization
          ? 'The API key is not valid for this engine.'
          : req.headers['x-auth-uuid']
            ? // DeckFlow's SDK drops a refused key and retries as a guest, so a wrong key surfaces as this request.
              `This engine has no guest access: ${SEND_KEY}. If a key was set, it is not valid for this engine.`
            : `Missing API key: ${SEND_KEY}.`;
  return new HttpError(401, 'unauthorized', message, { 'www-authenticate': 'Bearer' });
}

/** Throws 401 unless the route is public, the key matches, or (on signed routes) the URL's signature is valid. */
export function createAccessCheck(key: string, signer: UrlSigner): (req: IncomingMessage, url: URL, access: RouteAccess) => void {
  const keyMatches = createKeyCheck(key);
  return (req, url, access) => {
    if (access.public || keyMatches(req.headers.authorization)) return;
    const signature = access.signed ? signer.verify(url) : 'absent';
    if (signature !== 'valid') throw refusal(req, signature);
  };
}
