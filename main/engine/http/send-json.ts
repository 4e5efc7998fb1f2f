import type { ServerResponse } from 'node:http';
import { reasonOf, type FailureFields } from '../lib/errors/tool-error';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | number> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

export function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string | number> = {},
  fields: FailureFields = {},
): void {
  const { file, detail } = fields;
  // `reason`: why, by code (shared/contract/unavailable-reasons.ts, failure-reasons.ts), for a client to word.
  const coded = reasonOf(fields);
  const reason = coded ? { reason: coded } : {};
  sendJson(res, status, { code, message, ...(file ? { file } : {}), ...(detail ? { detail } : {}), ...reason }, headers);
}
