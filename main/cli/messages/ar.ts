import type { CliMessages } from './en';

/**
 * العربية: what `deckhand` says to a person (see en.ts). Commands, options and placeholders stay in Latin letters, as
 * they are typed; a terminal shows the lines in logical order, so each line starts with its Arabic text where it can.
 */
export const ar: CliMessages = {
  usage: `طريقة الاستخدام:
  deckhand <tool> FILES… [--param name=value]… [--params JSON] [-o OUT]   تشغيل أداة واحدة (مثل pptx.join وimage.resize)
  deckhand run RECIPE FILES… [-o DIR] [--save-steps DIR]                  تشغيل وصفة (ملف ‎.json أو اسم وصفة)
  deckhand watch DIR --recipe RECIPE -o OUT [--ledger FILE]               معالجة كل ملف يظهر في المجلد DIR
  deckhand tasks list [--type TYPE] [--limit N] | get ID | delete ID…      مهام الخادم الخلفي
  deckhand recipes | tools                                                 ما يمكن تشغيله
  deckhand mcp                                                             خادم MCP على stdin/stdout

الخيارات: ‎--backend local|cloud|server (الافتراضي local)، ‎--data DIR (مجلد بيانات المحرّك المحلي)، ‎--base-url URL و‎--key KEY
(السحابة: افتراضيًا DECKFLOW_API_BASE وDECKFLOW_API_KEY؛ خادم Deckhand: عنوانه ومفتاحك الشخصي، افتراضيًا DECKHAND_SERVER
وDECKHAND_SERVER_KEY)، ‎--json (مخرجات تقرؤها الآلات)، ‎--keep (إبقاء المهام على الخادم الخلفي بعد الحفظ)، ‎--overwrite (استبدال
ملف مخرجات موجود؛ ومن دونه يُرفض ‎-o FILE إن كان موجودًا، وتأخذ المخرجات في مجلد أول اسم متاح، «deck (2).pptx»)، ‎-h/--help.`,
  'args.paramPair': 'يأخذ ‎--param الصيغة name=value، مثل ‎--param maxWidth=800 (وصل: «{pair}»).',
  'args.paramsJson': 'قيمة ‎--params ليست JSON صالحًا ({problem}).',
  'args.paramsObject': `يجب أن تكون ‎--params كائن JSON، مثل '{"maxWidth": 800}'.`,
  'args.backend': 'قيمة ‎--backend هي local أو cloud أو server، وليست «{value}».',
  'args.limit': 'قيمة ‎--limit عدد صحيح من 1 إلى 200.',
  'cli.runTakesRecipe': 'يأخذ deckhand run وصفةً (ملف ‎.json أو اسم وصفة)، ثم الملفات.',
  'cli.unknownCommand': '«{command}» ليس أمرًا ولا أداة. الأدوات: deckhand tools؛ الأوامر: deckhand --help.',
  'cli.unavailable': '(غير متاحة: {reason})',
  'cli.builtIn': '(مدمجة)',
  'cli.cloudNeedsKey': 'تحتاج السحابة إلى مفتاح API: استخدم ‎--key KEY أو اضبط DECKFLOW_API_KEY.',
  'cli.serverNeedsKey': 'يحتاج خادم Deckhand إلى مفتاحك الشخصي: استخدم ‎--key KEY أو اضبط DECKHAND_SERVER_KEY.',
  'cli.whichServer': 'أي خادم Deckhand؟ استخدم ‎--base-url URL أو اضبط DECKHAND_SERVER.',
  'tasks.getOne': 'يأخذ deckhand tasks get معرّف مهمة واحدًا.',
  'tasks.deleteSome': 'يأخذ deckhand tasks delete معرّف مهمة واحدًا أو أكثر.',
  'tasks.actions': 'يأخذ deckhand tasks أحد الأوامر list أو get أو delete.',
  'tasks.notAction': 'يأخذ deckhand tasks أحد الأوامر list أو get أو delete، وليس «{action}».',
  'tasks.deleted': 'حُذفت {id}',
  'tasks.shown': 'عُرضت {shown, number} من {total, number} مهمة (يصل ‎--limit إلى 200).',
  'watch.oneFolder': 'يأخذ deckhand watch مجلدًا واحدًا: deckhand watch DIR --recipe RECIPE -o OUT.',
  'watch.needsRecipe': 'يحتاج deckhand watch إلى ‎--recipe (ملف ‎.json أو اسم وصفة).',
  'watch.needsOutput': 'يحتاج deckhand watch إلى ‎-o OUT، المجلد الذي تذهب إليه المخرجات.',
  'watch.failed': '{name}: فشل: {reason} (ملاحظة: {note})',
  'watch.paused': 'توقّف: {reason} (أصلح المشكلة ثم ابدأ المراقبة من جديد: ستُعالَج الملفات المتبقية)',
  'watch.caughtUp':
    'قيد المراقبة؛ {count, plural, zero {لا ملفات للفحص} one {ملف واحد للفحص} two {ملفان للفحص} few {# ملفات للفحص} many {# ملفًا للفحص} other {# ملف للفحص}}',
  'run.notExist': '«{path}» غير موجود.',
  'run.unreadable': 'تتعذّر قراءة «{path}» ({code}).',
  'run.notFile': '«{path}» ليس ملفًا ولا مجلدًا.',
  'run.noFiles': 'حدّد الملفات المطلوب العمل عليها (أو مجلدًا يضمّها).',
  'run.outputIsInput': '{output} أحد الملفات المطلوب العمل عليها؛ لا يمكن كتابة النتيجة فوقه. اختر اسمًا آخر للمخرجات.',
  'run.outputExists': '{output} موجود من قبل؛ لم يُشغَّل شيء. اختر اسمًا آخر، أو أضف ‎--overwrite لاستبداله.',
  'run.needsFolder': 'ستخرج من هذا عدة ملفات، لذا يجب أن تكون المخرجات مجلدًا (أنهِه بـ«/»)، وليس {output}.',
  'run.failedAt': '{name}: فشل في الخطوة {step, number} ({title}): {reason}',
  'run.failed': '{name}: فشل: {reason}',
  'run.cancelled': '{name}: أُلغي: {reason}',
  'run.taskOutput': 'المهمة {id} ({name})',
  'run.stopping': 'جارٍ الإيقاف…',
  'state.queued': 'في الانتظار',
  'state.ready': 'جاهز',
  'state.cancelled': 'أُلغي',
  'state.failed': 'فشل — {reason}',
  'state.unknownReason': 'سبب غير معروف',
  'state.step': 'الخطوة {step, number} من {steps, number}: {title}',
  'state.stepPieces': 'الخطوة {step, number} من {steps, number}: {title} ({done, number} من {total, number})',
};
