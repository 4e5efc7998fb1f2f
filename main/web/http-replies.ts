import type { ServerResponse } from 'node:http';

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; connect-src 'self' ws://127.0.0.1:* ; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'";

/** Headers every response of the web host carries. */
export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  res.setHeader('x-content-type-options', 'nosniff');
  // The token travels in the first URL; never leak it in a Referer.
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('cross-origin-resource-policy', 'same-origin');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const data = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': data.length, 'cache-control': 'no-store' });
  res.end(data);
}

export function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, status, { code, message });
}
