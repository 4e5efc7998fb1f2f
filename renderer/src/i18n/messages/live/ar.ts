import type { liveEn } from './en';

export const liveAr: Readonly<Record<keyof typeof liveEn, string>> = {
  'live.uploading': 'جارٍ إرسال {name}: {fraction, number, percent}',
  'live.uploadFailed': 'تعذّر إرسال {name}: {reason}',
  'live.waiting': 'أُرسل {name} وهو في انتظار المحرّك.',
  'live.running': 'جارٍ العمل على {name}…',
  'live.progress': '{name}: اكتمل {fraction, number, percent}',
  'live.done': '{name} جاهز للحفظ.',
  'live.failed': 'فشل {name}: {reason}',
  'live.cancelled': 'أُلغي {name}.',
  'live.slideMoved': 'نُقلت الشريحة {slide, number} من {deck} إلى الموضع {position, number} من {total, number}.',
};
