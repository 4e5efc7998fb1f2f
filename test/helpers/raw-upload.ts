/**
 * Multipart uploads written by hand over node:http, for tests that need control over when each byte goes out
 * (a sender that stalls, a body that waits for the answer, a declared length that never comes).
 */
import { request, type ClientRequest, type IncomingMessage } from 'node:http';

export const BOUNDARY = 'deckhand-raw-boundary';

export function fieldPart(name: string, value: string): string {
  return `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

export function fileHeader(name: string, contentType = 'text/plain'): string {
  return `--${BOUNDARY}\r\ncontent-disposition: form-data; name="files"; filename="${name}"\r\ncontent-type: ${contentType}\r\n\r\n`;
}

export const CLOSING = `\r\n--${BOUNDARY}--\r\n`;

export interface RawAnswer {
  status: number;
  body: string;
}

/** Opens `POST /tools/tasks`; the caller writes the body. `answer` settles with the response or the socket's error. */
export function openRawUpload(
  baseUrl: string,
  key: string,
  headers: Record<string, string | number> = {},
): { req: ClientRequest; answer: Promise<RawAnswer> } {
  const url = new URL(baseUrl);
  const req = request({
    host: url.hostname,
    port: url.port,
    path: '/tools/tasks',
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
  });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  return { req, answer };
}
