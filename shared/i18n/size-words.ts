/**
 * A size in bytes in a language: the figure by `Intl` for the locale, the unit from these catalogs (Ko in French,
 * م.ب in Arabic), with the rounding `formatBytes` always had. The window's catalogs and the command line's take
 * these messages, so "8,4 GB" reads the same in a German window and a German terminal.
 */
import { featureMessages } from './feature-messages';

export const sizeMessages = featureMessages(
  {
    'size.bytes': '{count, plural, one {# byte} other {# bytes}}',
    'size.kb': '{value} KB',
    'size.mb': '{value} MB',
    'size.gb': '{value} GB',
    'size.tb': '{value} TB',
  },
  {
    es: {
      'size.bytes': '{count, plural, one {# byte} other {# bytes}}',
      'size.kb': '{value} KB',
      'size.mb': '{value} MB',
      'size.gb': '{value} GB',
      'size.tb': '{value} TB',
    },
    de: {
      'size.bytes': '{count, plural, one {# Byte} other {# Byte}}',
      'size.kb': '{value} KB',
      'size.mb': '{value} MB',
      'size.gb': '{value} GB',
      'size.tb': '{value} TB',
    },
    fr: {
      'size.bytes': '{count, plural, one {# octet} other {# octets}}',
      'size.kb': '{value} Ko',
      'size.mb': '{value} Mo',
      'size.gb': '{value} Go',
      'size.tb': '{value} To',
    },
    ar: {
      'size.bytes': '{count, plural, zero {# بايت} one {بايت واحد} two {بايتان} few {# بايتات} many {# بايتًا} other {# بايت}}',
      'size.kb': '{value} ك.ب',
      'size.mb': '{value} م.ب',
      'size.gb': '{value} ج.ب',
      'size.tb': '{value} ت.ب',
    },
  },
);

export type SizeMessageKey = keyof typeof sizeMessages.en;

const UNITS = ['size.kb', 'size.mb', 'size.gb', 'size.tb'] as const;

/**
 * Binary multiples, as the tool limits are defined (300 MB = 300 × 1024²) and as file managers show sizes: whole
 * values without a decimal ("300 MB"), others with one ("3.2 MB"), three digits and up rounded.
 */
export function formatBytesWith(
  locale: string,
  t: (key: SizeMessageKey, values: Readonly<Record<string, string | number>>) => string,
  bytes: number,
): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return t('size.bytes', { count: bytes });
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const whole = value >= 100 || Number.isInteger(value);
  const digits = whole ? 0 : 1;
  const figure = new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    whole ? Math.round(value) : value,
  );
  return t(UNITS[unit] ?? 'size.tb', { value: figure });
}
