/**
 * Text widths from real font metrics. A deck's font is looked up with fontconfig (`fc-match`), which answers with
 * the same stand-in LibreOffice draws with (Calibri → Carlito, Arial → Liberation Sans); without fontconfig the
 * bundled Open Sans stands in. Characters the font lacks (CJK in a Latin font) are measured in a fallback font,
 * else as one em (wide scripts) or 0.55 em.
 */
import { readFile } from 'node:fs/promises';
import { runProcess } from '../process/process-runner';
import { bundledFontFile } from './bundled-fonts';
import { readFontMetrics, type FontMetrics } from './font-metrics';

export interface FontRef {
  family: string;
  bold: boolean;
}

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const files = new Map<string, Promise<FontMetrics | null>>();

function keyOf(font: FontRef): string {
  return `${font.family.toLowerCase()}|${font.bold ? 'b' : 'r'}`;
}

async function fcMatch(pattern: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const result = await runProcess('fc-match', ['-f', '%{file}', pattern], { signal, timeoutMs: 20_000 });
    const file = result.stdout.trim();
    return result.exitCode === 0 && file ? file : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

async function metricsOf(file: string | null): Promise<FontMetrics | null> {
  if (!file || /\.(ttc|otc|pfb|pfa|pcf(\.gz)?)$/i.test(file)) return null;
  try {
    return readFontMetrics(await readFile(file));
  } catch {
    return null;
  }
}

function loadFont(pattern: string, signal?: AbortSignal): Promise<FontMetrics | null> {
  let entry = files.get(pattern);
  if (!entry) {
    entry = fcMatch(pattern, signal).then(async (file) => (await metricsOf(file)) ?? metricsOf(bundledFontFile('Open Sans', 'regular')));
    files.set(pattern, entry);
    entry.catch(() => files.delete(pattern));
  }
  return entry;
}

function pattern(font: FontRef): string {
  return `${font.family.replace(/[\\:,-]/g, '\\$&')}:weight=${font.bold ? 200 : 80}`;
}

export class TextMeasure {
  private constructor(
    private readonly faces: Map<string, FontMetrics | null>,
    private readonly fallbacks: FontMetrics[],
  ) {}

  /** Loads the fonts of `refs` (and the fallbacks) once; measuring is synchronous afterwards. */
  static async load(refs: readonly FontRef[], signal?: AbortSignal): Promise<TextMeasure> {
    const faces = new Map<string, FontMetrics | null>();
    const unique = new Map(refs.map((ref) => [keyOf(ref), ref]));
    await Promise.all([...unique].map(async ([key, ref]) => faces.set(key, await loadFont(pattern(ref), signal))));
    const fallbacks = (
      await Promise.all(['sans-serif', 'sans-serif:lang=zh-cn', 'sans-serif:lang=ja', 'sans-serif:lang=ar'].map((p) => loadFont(p, signal)))
    ).filter((face): face is FontMetrics => face !== null);
    return new TextMeasure(faces, fallbacks);
  }

  private face(font: FontRef): FontMetrics | null {
    return this.faces.get(keyOf(font)) ?? this.fallbacks[0] ?? null;
  }

  /** Width in points of `text` set in `font` at `sizePt`. */
  width(text: string, font: FontRef, sizePt: number): number {
    const face = this.face(font);
    let em = 0;
    for (const char of text) {
      const cp = char.codePointAt(0) ?? 32;
      let advance = face?.advance(cp) ?? null;
      for (let i = 0; advance === null && i < this.fallbacks.length; i++) advance = this.fallbacks[i]!.advance(cp);
      em += advance ?? (WIDE.test(char) ? 1 : 0.55);
    }
    return em * sizePt;
  }

  /** Single line spacing of `font`, in em (PowerPoint's 100 %). */
  lineHeight(font: FontRef): number {
    const value = this.face(font)?.lineHeight ?? 1.2;
    return value > 0.8 && value < 2 ? value : 1.2;
  }
}

/** True for characters a line may break after without a space (CJK ideographs, kana, Hangul). */
export function isWide(char: string): boolean {
  return WIDE.test(char);
}
