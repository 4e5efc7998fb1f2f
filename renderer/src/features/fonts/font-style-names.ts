import { listOf } from '../../i18n/format';
import type { Translate } from '../../i18n/i18n';

const STYLE_KEYS = {
  regular: 'fonts.style.regular',
  bold: 'fonts.style.bold',
  italic: 'fonts.style.italic',
  boldItalic: 'fonts.style.boldItalic',
} as const;

/** "regular, bold, italic": a font's styles as the engine names them, in the window's language (unknown ones as they are). */
export function styleNames(t: Translate, styles: readonly string[]): string {
  return listOf(styles.map((style) => (style in STYLE_KEYS ? t(STYLE_KEYS[style as keyof typeof STYLE_KEYS]) : style)));
}
