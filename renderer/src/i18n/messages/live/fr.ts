import type { liveEn } from './en';

export const liveFr: Readonly<Record<keyof typeof liveEn, string>> = {
  'live.uploading': 'Envoi de {name}\u202f: {fraction, number, percent}',
  'live.uploadFailed': '{name} n’a pas pu être envoyé\u202f: {reason}',
  'live.waiting': '{name} est envoyé et attend le moteur.',
  'live.running': 'Traitement de {name}…',
  'live.progress': '{name}\u202f: {fraction, number, percent} effectué',
  'live.done': '{name} est prêt à être enregistré.',
  'live.failed': '{name} a échoué\u202f: {reason}',
  'live.cancelled': '{name} a été annulé.',
  'live.slideMoved': 'Diapositive {slide, number} de {deck} déplacée en position {position, number} sur {total, number}.',
};
