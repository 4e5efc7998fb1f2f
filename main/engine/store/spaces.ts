import { invalidParameter } from '../lib/errors/http-error';

/**
 * Spaces partition tasks (and pre-uploads): list, get, download and delete only see the space asked for. DeckFlow's
 * SDKs send a `spaceId` everywhere; a request without one works in the default space, which is also what
 * `GET /v1/user` names, so an SDK that resolves its space from there lands in the same place as a bare curl.
 * A partition, not a security boundary: the one engine key opens every space.
 */
export const DEFAULT_SPACE_ID = 'default';

const SPACE_ID = /^[\w.:@-]{1,128}$/;

/** The space a request names (empty or absent = the default space); 400 for one that cannot be an id. */
export function parseSpaceId(raw: string | null | undefined): string {
  const value = raw?.trim();
  if (!value) return DEFAULT_SPACE_ID;
  if (!SPACE_ID.test(value)) {
    throw invalidParameter(`spaceId "${value.slice(0, 40)}" is not a space id: use 1–128 letters, digits or the characters - _ . : @.`);
  }
  return value;
}

/** Tasks stored before spaces existed belong to the default space. */
export function spaceOf(job: { spaceId?: string | undefined }): string {
  return job.spaceId ?? DEFAULT_SPACE_ID;
}
