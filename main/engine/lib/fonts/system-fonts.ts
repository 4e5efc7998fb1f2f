/**
 * Fonts installed on this computer, found with fontconfig's `fc-list` (Linux; also present on many macOS setups).
 * Only single-font static TrueType files are taken: no collections, variable fonts or CFF outlines, which
 * PowerPoint's embedding does not expect. Each style takes the face closest to its weight (400 / 700 in CSS terms,
 * 80 / 200 in fontconfig's) within a narrow band, so Medium or ExtraBold never stand in for Regular or Bold.
 */
import { readFile } from 'node:fs/promises';
import { runProcess } from '../process/process-runner';
import type { FontFace, FontSource, FontStyle } from './font-face';

export interface SystemFontEntry {
  file: string;
  families: string[];
  weight: number;
  slant: number;
  format: string;
  variable: boolean;
  index: number;
}

const FORMAT = '%{file}\t%{family}\t%{weight}\t%{slant}\t%{fontformat}\t%{variable}\t%{index}\n';

const WANTED: Record<FontStyle, { weight: number; italic: boolean }> = {
  regular: { weight: 80, italic: false },
  bold: { weight: 200, italic: false },
  italic: { weight: 80, italic: true },
  boldItalic: { weight: 200, italic: true },
};
const WEIGHT_BAND = 12;

export function parseFcList(output: string): SystemFontEntry[] {
  const entries: SystemFontEntry[] = [];
  for (const line of output.split('\n')) {
    const [file, families, weight, slant, format, variable, index] = line.split('\t');
    if (!file || !families) continue;
    entries.push({
      file,
      families: families.split(',').map((f) => f.trim()),
      weight: Number(weight),
      slant: Number(slant),
      format: format ?? '',
      variable: (variable ?? '').toLowerCase() === 'true',
      index: Number(index ?? 0),
    });
  }
  return entries;
}

/** The file to use for each style, among fontconfig's entries for one family. */
export function pickSystemFaces(entries: readonly SystemFontEntry[], family: string): Partial<Record<FontStyle, string>> {
  const wanted = family.trim().toLowerCase();
  const usable = entries.filter(
    (e) =>
      e.families[0]?.toLowerCase() === wanted && e.format === 'TrueType' && !e.variable && e.index === 0 && !/\.(ttc|otc)$/i.test(e.file),
  );
  const picked: Partial<Record<FontStyle, string>> = {};
  for (const style of Object.keys(WANTED) as FontStyle[]) {
    const { weight, italic } = WANTED[style];
    const best = usable
      .filter((e) => e.slant > 0 === italic && Math.abs(e.weight - weight) <= WEIGHT_BAND)
      .sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight) || a.slant - b.slant)[0];
    if (best) picked[style] = best.file;
  }
  return picked;
}

export async function listSystemFonts(family: string, signal?: AbortSignal): Promise<SystemFontEntry[]> {
  try {
    const pattern = `:family=${family.replace(/[\\:,-]/g, '\\$&')}`;
    const result = await runProcess('fc-list', ['-f', FORMAT, pattern], {
      signal,
      timeoutMs: 20_000,
    });
    return result.exitCode === 0 ? parseFcList(result.stdout) : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    // No fontconfig on this computer: no system fonts.
    return [];
  }
}

export const systemFontSource: FontSource = {
  name: 'system',
  async faces(family, signal) {
    const picked = pickSystemFaces(await listSystemFonts(family, signal), family);
    const faces: FontFace[] = [];
    for (const [style, file] of Object.entries(picked) as [FontStyle, string][]) {
      faces.push({ style, data: await readFile(file), origin: file });
    }
    return faces;
  },
};
