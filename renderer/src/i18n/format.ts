/**
 * Numbers, sizes and durations in the window's language: the figures by `Intl` for the current locale, the units
 * from the catalogs (Ko in French, م.ب in Arabic), with the rounding the English forms always had.
 */
import { localeDirection } from '../../../shared/i18n/locales';
import { listExtensions } from '../../../shared/tools/file-acceptance';
import { formatBytesWith } from '../../../shared/i18n/size-words';
import { currentLocale, translate } from './i18n';

function figure(value: number, fractionDigits: number): string {
  return new Intl.NumberFormat(currentLocale(), {
    useGrouping: false,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** A whole count with the locale's grouping: "1,234", "1.234", "1 234". */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(currentLocale()).format(value);
}

/** "3.2 MB", "8,4 GB", "300 Mo": bytes in the window's language (shared/i18n/size-words.ts, as the command line says them). */
export function formatSize(bytes: number): string {
  return formatBytesWith(currentLocale(), translate, bytes);
}

/** "3.2 MB of 10.1 MB" */
export function formatProgressSize(sent: number, total: number): string {
  return translate('size.progress', { sent: formatSize(Math.min(sent, total)), total: formatSize(total) });
}

/** "4.2 s" under a minute (short clips differ in tenths), then "1:05", then "1:02:03". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '—';
  if (seconds < 60) return translate('duration.seconds', { value: figure(seconds, 1) });
  // Down, as players count: a 62.9 s clip is not yet 1:03.
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** "63%", "3.4%": a share of 100 in the locale's way ("63 %" in French and German). */
export function formatPercent(percent: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(currentLocale(), {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}

/** "1, 2, 3" as the locale lists items ("1، و2، و3" in Arabic). */
export function listOf(items: readonly string[]): string {
  return new Intl.ListFormat(currentLocale(), { style: 'short', type: 'unit' }).format(items);
}

/** "Arial, Helvetica and Helvetica Neue" as the locale joins a list that ends with "and" (no serial comma in English). */
export function andList(items: readonly string[]): string {
  const locale = currentLocale();
  // English keeps the form the window always had, without the serial comma (as orList does).
  if (locale === 'en' || locale === 'en-XA')
    return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/**
 * "Resize images → Convert to WebP": steps or places in the order they follow each other, the arrow pointing the way
 * the window reads. In a right-to-left window each item is isolated: English tool names between Arabic words would
 * otherwise make one left-to-right run, with the first step on the left and the arrow pointing back at it.
 */
export function readingChain(items: readonly string[]): string {
  const rtl = localeDirection(currentLocale()) === 'rtl';
  return (rtl ? items.map((item) => `\u2068${item}\u2069`) : items).join(` ${readingArrow()} `);
}

/** The arrow from one thing to the next in the window's reading order. */
export function readingArrow(): string {
  return localeDirection(currentLocale()) === 'rtl' ? '←' : '→';
}

/**
 * "PPTX, PPT or ODP" as the locale joins alternatives; English keeps its own form (no serial comma), the one the
 * engine's messages use too.
 */
export function orList(items: readonly string[]): string {
  const locale = currentLocale();
  if (locale === 'en') return listExtensions(items);
  // Each item isolated left to right: ".pptx" in an Arabic line would otherwise show its dot at the wrong end.
  const isolated = localeDirection(locale) === 'rtl' ? items.map((item) => `\u2066${item}\u2069`) : items;
  return new Intl.ListFormat(locale === 'en-XA' ? 'en' : locale, { type: 'disjunction' }).format(isolated);
}

/** A language's name in the window's language ("Deutsch" is "German" in English), else the given English name. */
export function languageName(code: string, fallback: string): string {
  try {
    const locale = currentLocale();
    return new Intl.DisplayNames([locale === 'en-XA' ? 'en' : locale], { type: 'language', fallback: 'none' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
