/**
 * Google Fonts families shipped with the app as npm packages `@expo-google-fonts/<family>`. Only their TTF files are
 * used (`<pkg>/<weight>/<Family>_<weight>.ttf`); their JavaScript imports Expo and is never loaded.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FontFace, FontSource, FontStyle } from './font-face';

/**
 * The families package.json depends on: popular Google Fonts families, and the same-width stand-ins the font picker
 * offers for fonts that cannot be embedded (Carlito for Calibri, Caladea for Cambria, Arimo for Arial, Tinos for Times
 * New Roman, Cousine for Courier New, Gelasio for Georgia), so a stand-in offered can always be embedded. All are
 * under the SIL Open Font License, which allows embedding (fsType 0).
 */
export const BUNDLED_FAMILIES = [
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Inter',
  'Carlito',
  'Caladea',
  'Arimo',
  'Tinos',
  'Cousine',
  'Gelasio',
] as const;

const STYLE_DIRS: Record<FontStyle, string> = {
  regular: '400Regular',
  bold: '700Bold',
  italic: '400Regular_Italic',
  boldItalic: '700Bold_Italic',
};

// Not named `require`: bundlers inject their own binding of that name into ESM output.
const resolvePackage = createRequire(import.meta.url);
const packageDirs = new Map<string, string | null>();

function packageName(family: string): string {
  return `@expo-google-fonts/${family.trim().toLowerCase().replace(/\s+/g, '-')}`;
}

/** The installed package folder for `family`, or null. */
function packageDir(family: string): string | null {
  const key = family.trim().toLowerCase();
  if (!BUNDLED_FAMILIES.some((f) => f.toLowerCase() === key)) return null;
  let dir = packageDirs.get(key);
  if (dir === undefined) {
    try {
      dir = path.dirname(resolvePackage.resolve(`${packageName(family)}/package.json`));
    } catch {
      dir = null;
    }
    packageDirs.set(key, dir);
  }
  return dir;
}

export function isBundledFamily(family: string): boolean {
  return packageDir(family) !== null;
}

/** The TTF of one style, or null when the package has no such face. */
export function bundledFontFile(family: string, style: FontStyle): string | null {
  const dir = packageDir(family);
  if (!dir) return null;
  const styleDir = path.join(dir, STYLE_DIRS[style]);
  if (!existsSync(styleDir)) return null;
  const ttf = readdirSync(styleDir).find((name) => name.toLowerCase().endsWith('.ttf'));
  return ttf ? path.join(styleDir, ttf) : null;
}

export const bundledFontSource: FontSource = {
  name: 'bundled',
  async faces(family) {
    const faces: FontFace[] = [];
    for (const style of Object.keys(STYLE_DIRS) as FontStyle[]) {
      const file = bundledFontFile(family, style);
      if (file) faces.push({ style, data: await readFile(file), origin: file });
    }
    return faces;
  },
};
