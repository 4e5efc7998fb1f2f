import type { liveEn } from './en';

export const liveDe: Readonly<Record<keyof typeof liveEn, string>> = {
  'live.uploading': '{name} wird gesendet: {fraction, number, percent}',
  'live.uploadFailed': '{name} konnte nicht gesendet werden: {reason}',
  'live.waiting': '{name} ist gesendet und wartet auf die Engine.',
  'live.running': '{name} wird bearbeitet …',
  'live.progress': '{name}: {fraction, number, percent} erledigt',
  'live.done': '{name} kann gespeichert werden.',
  'live.failed': '{name} ist fehlgeschlagen: {reason}',
  'live.cancelled': '{name} wurde abgebrochen.',
  'live.slideMoved': 'Folie {slide, number} aus {deck} an Position {position, number} von {total, number} verschoben.',
};
