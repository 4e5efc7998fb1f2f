/**
 * The regular face of a family, for the font picker to show a family's name in its own face: from the fonts that
 * ship with the app or are installed on this computer, never from the network, and only files of a sensible size.
 */
import { bundledFontSource } from './bundled-fonts';
import { resolveFamily } from './font-sources';
import { systemFontSource } from './system-fonts';

const MAX_PREVIEW_BYTES = 8 * 1024 * 1024;

export async function previewFace(family: string, signal: AbortSignal): Promise<Buffer | null> {
  const resolved = await resolveFamily(family, [bundledFontSource, systemFontSource], signal);
  const regular = resolved?.faces.find((face) => face.style === 'regular');
  return regular && regular.data.length <= MAX_PREVIEW_BYTES ? regular.data : null;
}
