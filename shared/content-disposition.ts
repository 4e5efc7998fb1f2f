/**
 * The one writer of `Content-Disposition` file names (issue #18): an ASCII fallback for old parsers, and the exact
 * name as an RFC 8187 ext-value (`filename*=UTF-8''…`), which every current browser and download client prefers
 * (RFC 6266 §4.3).
 */

/** RFC 8187 ext-value: UTF-8, percent-encoding everything outside attr-char. */
export function extValue(value: string): string {
  const encoded = encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `UTF-8''${encoded}`;
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a download. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  return `attachment; filename="${fallback}"; filename*=${extValue(fileName)}`;
}
