import type { IncomingMessage } from 'node:http';
import { createKeyCheck, normalizeKey } from './bearer-auth';
import { HttpError } from '../lib/errors/http-error';
import { OPERATOR, type People, type Principal } from '../store/people';
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

export interface Access {
  principal: Principal;
  /** The person's key that was shown, when a person's key it was (revoking it ends what it has open). */
  personKey?: string;
}

/** Who a public route's request without a valid key speaks for: no one, owner of nothing. */
const NOBODY: Principal = { userId: '\u0000nobody', admin: false };

/**
 * Who a request speaks for, or 401: the engine's own key (the operator), a person's key on a team server, a signed
 * link (on signed routes; for the person it was made for), or no one on a public route.
 */
export function createAccessCheck(
  key: string,
  signer: UrlSigner,
  people?: People,
): (req: IncomingMessage, url: URL, access: RouteAccess) => Promise<Access> {
  const keyMatches = createKeyCheck(key);
  return async (req, url, access) => {
    if (keyMatches(req.headers.authorization)) return { principal: OPERATOR };
    if (access.public) return { principal: NOBODY };
    const given = normalizeKey(req.headers.authorization ?? '');
    const person = people && given ? await people.authenticate(given) : undefined;
    if (person && access.operator && !person.admin) {
      throw new HttpError(
        403,
        'forbidden',
        "Only the server's operator (its own key or an admin's) may change this: it applies to everyone's tasks.",
      );
    }
    if (person) return { principal: person, personKey: given };
    const signature = access.signed ? signer.verify(url) : 'absent';
    if (signature !== 'valid') throw refusal(req, signature);
    const owner = url.searchParams.get('owner') ?? '';
    if (people && owner && !(await people.isActive(owner))) {
      throw new HttpError(401, 'unauthorized', `This link's owner has no valid key any more; ${SEND_KEY}.`, {
        'www-authenticate': 'Bearer',
      });
    }
    return { principal: { userId: owner, admin: false } };
  };
}
