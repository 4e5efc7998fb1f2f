import type { liveEn } from './en';

export const liveEs: Readonly<Record<keyof typeof liveEn, string>> = {
  'live.uploading': 'Enviando {name}: {fraction, number, percent}',
  'live.uploadFailed': 'No se pudo enviar {name}: {reason}',
  'live.waiting': '{name} se ha enviado y espera al motor.',
  'live.running': 'Procesando {name}…',
  'live.progress': '{name}: {fraction, number, percent} completado',
  'live.done': '{name} está listo para guardar.',
  'live.failed': '{name} ha fallado: {reason}',
  'live.cancelled': '{name} se ha cancelado.',
  'live.slideMoved': 'La diapositiva {slide, number} de {deck} se movió a la posición {position, number} de {total, number}.',
};
