/**
 * Serves the built renderer (out/renderer). Paths are decoded, normalised and required to stay inside the
 * root, so `..`, encoded separators and NUL bytes never reach outside it.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sendError } from './http-replies';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export function mimeTypeOf(filePath: string): string {
  return MIME_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** The file under root a URL path names, or null when it would leave root or is malformed. */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.')) return null;
  const relative = segments.length === 0 ? 'index.html' : segments.join('/');
  const absolute = path.resolve(root, relative);
  const base = path.resolve(root);
  return absolute === base || absolute.startsWith(base + path.sep) ? absolute : null;
}

export async function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const target = resolveStaticPath(root, urlPath);
  if (!target) {
    sendError(res, 400, 'invalid_request', 'Bad path.');
    return;
  }
  let file = target;
  let info;
  try {
    // Symlinks inside the build must not lead outside it either.
    file = await realpath(target);
    const realRoot = await realpath(root);
    if (!file.startsWith(realRoot + path.sep)) throw Object.assign(new Error('outside'), { code: 'ENOENT' });
    info = await stat(file);
  } catch {
    info = null;
  }
  if (!info?.isFile()) {
    const rootExists = await stat(root).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!rootExists) sendError(res, 503, 'not_built', 'The web UI is not built yet: run `npm run build` (or `npm run web`).');
    else sendError(res, 404, 'not_found', 'Not found.');
    return;
  }
  res.writeHead(200, {
    'content-type': mimeTypeOf(file),
    'content-length': info.size,
    'cache-control': path.extname(file) === '.html' ? 'no-store' : 'no-cache',
    ...extraHeaders,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(file), res).catch(() => res.destroy());
}
