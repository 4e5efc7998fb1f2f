/**
 * The fonts shipped with the app (fonts/bundled-fonts.ts: the designs' heading and body fonts among them) made
 * visible to every LibreOffice the engine starts: LibreOffice adds its profile's `user/fonts` folder to the fonts it
 * draws with, so a deck in a design renders in the design's fonts on a computer that has none of them installed.
 * A font installed on the computer under the same name is still the one LibreOffice picks (as the text measure does,
 * fonts/font-measure.ts), so renders here agree with the measure (docs/designs.md).
 */
import { copyFile, link, mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { BUNDLED_FAMILIES, bundledFontFile } from '../fonts/bundled-fonts';
import { FONT_STYLES } from '../fonts/font-face';

let files: string[] | null = null;

/** Every bundled face's TTF, as a path another program can open. */
export function bundledFontFiles(): string[] {
  files ??= BUNDLED_FAMILIES.flatMap((family) => FONT_STYLES.map((style) => bundledFontFile(family, style))).flatMap((file) =>
    // A packaged app keeps the fonts unpacked beside its archive (electron-builder.yml): LibreOffice cannot read inside it.
    file ? [file.replace(`app.asar${path.sep}`, `app.asar.unpacked${path.sep}`)] : [],
  );
  return files;
}

/** A link to each bundled font in `<profileDir>/user/fonts` (a hard link or a copy where symbolic links are not allowed). */
export async function addProfileFonts(profileDir: string): Promise<void> {
  const dir = path.join(profileDir, 'user', 'fonts');
  await mkdir(dir, { recursive: true });
  await Promise.all(
    bundledFontFiles().map(async (file) => {
      const target = path.join(dir, path.basename(file));
      try {
        await symlink(file, target);
      } catch {
        // Windows without developer mode: no symbolic links; a hard link needs the same volume, a copy does not.
        await link(file, target).catch(() => copyFile(file, target));
      }
    }),
  );
}
