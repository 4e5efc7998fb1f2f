import { currentLocale, translate } from '../i18n/i18n';

// In the window's language, not the system's: the two differ when Settings picks another.
const relative = () => new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });
const exact = () => new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'medium' });

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday" */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '—';
  let value = (time - now) / 1000;
  if (Math.abs(value) < 45) return translate('time.justNow');
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative().format(Math.round(value), unit);
    value /= size;
  }
  return relative().format(Math.round(value), 'year');
}

/** The full local date and time, for a tooltip next to the relative form. */
export function formatExactTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : exact().format(time);
}
