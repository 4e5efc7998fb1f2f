import type { AppMessages } from './en';

/**
 * العربية: the main process's words (see en.ts). Plurals use Arabic's six forms; the name "Deckhand" stays in Latin
 * letters, as product names do in Arabic interfaces.
 */
export const ar: AppMessages = {
  'menu.file': 'ملف',
  'menu.openFiles': 'فتح ملفات…',
  'menu.close': 'إغلاق النافذة',
  'menu.quit': 'إنهاء Deckhand',
  'menu.edit': 'تحرير',
  'menu.undo': 'تراجع',
  'menu.redo': 'إعادة',
  'menu.cut': 'قص',
  'menu.copy': 'نسخ',
  'menu.paste': 'لصق',
  'menu.selectAll': 'تحديد الكل',
  'menu.view': 'عرض',
  'menu.reload': 'إعادة التحميل',
  'menu.forceReload': 'فرض إعادة التحميل',
  'menu.devTools': 'أدوات المطوّرين',
  'menu.resetZoom': 'الحجم الفعلي',
  'menu.zoomIn': 'تكبير',
  'menu.zoomOut': 'تصغير',
  'menu.fullScreen': 'ملء الشاشة',
  'menu.window': 'نافذة',
  'menu.minimize': 'تصغير النافذة',
  'menu.zoom': 'تكبير النافذة',
  'tray.show': 'إظهار Deckhand',
  'tray.quit': 'إنهاء',
  'tray.tooltip':
    '{count, plural, =0 {Deckhand} one {Deckhand — مهمة واحدة قيد التنفيذ} two {Deckhand — مهمتان قيد التنفيذ} few {Deckhand — # مهام قيد التنفيذ} many {Deckhand — # مهمة قيد التنفيذ} other {Deckhand — # مهمة قيد التنفيذ}}',
  'dialog.saveAs': 'حفظ باسم',
  'dialog.supportedFiles': 'الملفات المدعومة ({extensions})',
  'dialog.chooseFilesFor': 'اختر ملفات لأداة «{tool}»',
  'dialog.chooseResultsFolder': 'اختر مكان حفظ النتائج',
  'dialog.chooseSlidesFolder': 'اختر مكان وضع الشرائح',
  'dialog.chooseRecipeFolder': 'اختر مجلد الملفات التي ستُطبَّق عليها الوصفة',
  'dialog.chooseSaveFolder': 'اختر المجلد الذي يحفظ فيه Deckhand النتائج',
  'dialog.chooseWatchFolder': 'اختر المجلد المراد مراقبته',
  'dialog.chooseWatchOutput': 'اختر مكان النتائج',
  'dialog.openFailed': 'تعذّر على النظام فتح «{name}»: {problem}',
  'notify.done': '{tool}: اكتمل',
  'notify.failed': '{tool}: فشل',
  'notify.finished': '{tool}: انتهى',
  'notify.ready': '{name} جاهز للحفظ.',
  'notify.yourFile': 'ملفك',
  'notify.failedBody': '{name}: {reason}',
  'notify.taskFailed': 'فشلت المهمة.',
  'notify.allReady':
    '{count, plural, one {الملف جاهز للحفظ.} two {الملفان جاهزان للحفظ.} few {الملفات الـ# جاهزة للحفظ.} many {الملفات الـ# جاهزة للحفظ.} other {الملفات الـ# جاهزة للحفظ.}}',
  'notify.someFailed': 'جاهز: {ready, number}، فشل: {failed, number} ({names}).',
};
