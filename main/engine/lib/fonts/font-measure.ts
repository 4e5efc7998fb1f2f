/**
 * Measures text with the fonts it will be drawn in: a family's faces from this computer (what LibreOffice draws
 * with here) or the app's bundled fonts; a family neither has is measured in the face fontconfig substitutes for
 * it (Calibri → Carlito, Arial → Liberation Sans: the metric-compatible stand-ins LibreOffice uses too), else in a
 * common sans face. Loading is asynchronous and cached for the process; measuring is synchronous.
 */
import { runProcess } from '../process/process-runner';
import { bundledFontSource } from './bundled-fonts';
import { resolveFamily, type FontStyle } from './font-sources';
import { parseFontMetrics, type FontMetrics } from './face-metrics';
import { systemFontSource } from './system-fonts';

export interface FontSpec {
  family: string;
  bold?: boolean;
  italic?: boolean;
}

type Faces = Partial<Record<FontStyle, FontMetrics>>;

const FALLBACKS = ['Liberation Sans', 'DejaVu Sans', 'Open Sans'];
const loaded = new Map<string, Promise<Faces | null>>();

async function facesOf(family: string, signal: AbortSignal): Promise<Faces | null> {
  const resolved = await resolveFamily(family, [systemFontSource, bundledFontSource], signal);
  if (!resolved) return null;
  const faces: Faces = {};
  for (const face of resolved.faces) {
    try {
      faces[face.style] = parseFontMetrics(face.data);
    } catch {
      // A face this reader cannot take is measured as its regular sibling.
    }
  }
  return faces.regular ? faces : null;
}

/** fontconfig's best match for a family it does not have (its metric aliases included), or null. */
async function substitute(family: string, signal: AbortSignal): Promise<string | null> {
  try {
    const result = await runProcess('fc-match', ['-f', '%{family[0]}', family.replace(/[\\:,-]/g, '\\$&')], { signal, timeoutMs: 20_000 });
    const name = result.stdout.trim();
    return result.exitCode === 0 && name && name.toLowerCase() !== family.toLowerCase() ? name : null;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

function load(family: string, signal: AbortSignal): Promise<Faces | null> {
  const key = family.trim().toLowerCase();
  let entry = loaded.get(key);
  if (!entry) {
    entry = (async () => {
      const own = await facesOf(family, signal);
      if (own) return own;
      const other = await substitute(family, signal);
      return other ? facesOf(other, signal) : null;
    })();
    // A load cut short by an abort is not remembered: the next task tries again.
    entry.catch(() => loaded.delete(key));
    loaded.set(key, entry);
  }
  return entry;
}

/** East Asian wide and full-width characters: about one em wide in any font that draws them. */
function isWide(codePoint: number): boolean {
  return (
    (codePoint >= 0x1100 && codePoint <= 0x115f) ||
    (codePoint >= 0x2e80 && codePoint <= 0xa4cf) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7a3) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) ||
    (codePoint >= 0xff00 && codePoint <= 0xff60) ||
    (codePoint >= 0xffe0 && codePoint <= 0xffe6) ||
    (codePoint >= 0x20000 && codePoint <= 0x3fffd)
  );
}

export class FontMeasure {
  private constructor(
    private readonly families: ReadonlyMap<string, Faces>,
    private readonly fallback: Faces | null,
  ) {}

  /** Loads the faces of `families` (and a fallback face) for measuring. */
  static async load(families: Iterable<string>, signal: AbortSignal): Promise<FontMeasure> {
    const map = new Map<string, Faces>();
    for (const family of new Set([...families].map((name) => name.trim()).filter(Boolean))) {
      const faces = await load(family, signal);
      if (faces) map.set(family.toLowerCase(), faces);
    }
    let fallback: Faces | null = null;
    for (const family of FALLBACKS) {
      fallback = await load(family, signal);
      if (fallback) break;
    }
    return new FontMeasure(map, fallback);
  }

  private face(font: FontSpec): FontMetrics | null {
    const faces = this.families.get(font.family.trim().toLowerCase()) ?? this.fallback;
    if (!faces) return null;
    const style: FontStyle = font.bold ? (font.italic ? 'boldItalic' : 'bold') : font.italic ? 'italic' : 'regular';
    return faces[style] ?? (font.bold ? faces.bold : undefined) ?? faces.regular ?? null;
  }

  /** Whether the family itself (or its substitute) was found, rather than the fallback face. */
  knows(family: string): boolean {
    return this.families.has(family.trim().toLowerCase());
  }

  /** Width of `text` in points at `sizePt`. */
  width(text: string, font: FontSpec, sizePt: number): number {
    const face = this.face(font);
    let units = 0;
    let em = 0;
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      if (face?.has(codePoint)) units += face.advance(codePoint) / face.unitsPerEm;
      else if (isWide(codePoint)) em += 1;
      else if (face) units += face.advance(codePoint) / face.unitsPerEm;
      else em += 0.55;
    }
    return (units + em) * sizePt;
  }

  /** Height of one line at 100 % line spacing, in points. */
  lineHeight(font: FontSpec, sizePt: number): number {
    const face = this.face(font);
    return face ? ((face.ascent + face.descent) / face.unitsPerEm) * sizePt : 1.2 * sizePt;
  }

  /** The ascent alone (baseline below the line's top), in points. */
  ascent(font: FontSpec, sizePt: number): number {
    const face = this.face(font);
    return face ? (face.ascent / face.unitsPerEm) * sizePt : 0.95 * sizePt;
  }
}
