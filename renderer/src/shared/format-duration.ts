/** Durations in the window's language ("4.2 s", "4,2 s", "1:05"): see i18n/format. */
export { formatDuration } from '../i18n/format';
