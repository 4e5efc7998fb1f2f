import { invalidParameter } from '../lib/errors/http-error';
import { parseSpaceId } from '../store/spaces';

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParameter(`${field} must be a string.`);
  return value;
}

/**
 * The task fields of a JSON create (`type`, `name`, `notifyURL`, `params`, `spaceId` from the body or the query), as
 * the form fields a multipart create carries, so both kinds of create go through one validation.
 */
export function jsonTaskFields(body: Record<string, unknown>, url: URL): { spaceId: string; fields: Map<string, string> } {
  const spaceId = parseSpaceId(optionalString(body, 'spaceId') ?? url.searchParams.get('spaceId'));
  const fields = new Map<string, string>([['spaceId', spaceId]]);
  for (const field of ['type', 'name', 'notifyURL']) {
    const value = optionalString(body, field);
    if (value !== undefined) fields.set(field, value);
  }
  if (body.params !== undefined && body.params !== null) fields.set('params', JSON.stringify(body.params));
  return { spaceId, fields };
}
