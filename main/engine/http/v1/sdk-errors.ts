import type { ServerResponse } from 'node:http';
import { sendJson } from '../send-json';

export const SDK_PREFIX = '/v1';

/** True for paths of the SDK dialect (DeckFlow's SDKs use the root `…/v1` and append the route paths). */
export function isSdkPath(pathname: string): boolean {
  return pathname === SDK_PREFIX || pathname.startsWith(`${SDK_PREFIX}/`);
}

/** DeckFlow's SDKs read an error as a string: `{code, error}`, where the root dialect sends `{code, message}`. */
export function sendSdkError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string | number> = {},
): void {
  sendJson(res, status, { code, error: message }, headers);
}
