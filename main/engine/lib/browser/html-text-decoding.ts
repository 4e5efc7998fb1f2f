/**
 * Bytes of an uploaded .html file → text, honouring a BOM or a `<meta charset>` in the first 1024 bytes (as browsers
 * do), else UTF-8, else windows-1252 for legacy files that are not valid UTF-8.
 */
import { TextDecoder } from 'node:util';

const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i;

function decoderFor(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

export function decodeHtmlBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));

  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const declared = META_CHARSET.exec(head)?.[1]?.toLowerCase();
  // A UTF-16 declaration without a BOM cannot be right (the meta itself was readable as ASCII): HTML treats it as UTF-8.
  if (declared && !declared.startsWith('utf-16') && declared !== 'utf-8' && declared !== 'utf8') {
    const decoder = decoderFor(declared);
    if (decoder) return decoder.decode(bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
