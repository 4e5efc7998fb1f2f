/** Output file names derived from the user's file names. */

/** "Q3 Review (final).pptx" → "Q3 Review (final)"; path separators, control and reserved characters become "_". */
export function safeBaseName(fileName: string, fallback = 'deck'): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 100);
  return cleaned === '' ? fallback : cleaned;
}
