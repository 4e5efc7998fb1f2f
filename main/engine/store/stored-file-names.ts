/**
 * Names of files the engine stores. The client's file name is metadata only: a stored name is built by the
 * engine from a counter and a sanitized extension, so `../`, absolute paths, device names or odd characters
 * in an upload can never choose where bytes land.
 */

/**
 * The last path segment of a client-given name, with either separator, without control characters, at any length:
 * intake refuses names over 255 characters with a message that says so (cutting one would cut its extension).
 */
export function clientFileName(raw: string): string {
  const segments = raw.split(/[/\\]/);
  let name = '';
  for (let i = segments.length - 1; i >= 0 && !name; i--) name = segments[i] ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  name = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name === '.' || name === '..' ? '' : name;
}

/** clientFileName, at most 255 characters: for names the engine writes or serves. */
export function baseName(raw: string): string {
  const name = clientFileName(raw);
  return name.length > 255 ? name.slice(0, 255) : name;
}

/** Lower-case extension with the dot (".pptx"), letters and digits only, or "" when there is none. */
export function safeExtension(raw: string): string {
  const name = baseName(raw);
  const dot = name.lastIndexOf('.');
  if (dot <= 0 && !(dot === 0 && name.length > 1)) return '';
  const ext = name.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? `.${ext}` : '';
}

export function inputFileName(index: number, originalName: string): string {
  return `input-${String(index).padStart(3, '0')}${safeExtension(originalName)}`;
}

export function outputFileName(toolFileName: string): string {
  return `result${safeExtension(toolFileName)}`;
}
