import { featureMessages } from './define';

/** Counts inside sentences: Merge's task name, Split's range problems, and result lines of Compress, Merge PDFs and Convert to PDF. */
export const countedLines = featureMessages(
  {
    'merge.taskName': '{first} + {count, number} more',
    'split.range.notNumber': '“{part}” is not a slide number or a range like 1-3.',
    'split.range.noSlide': 'There is no slide {n}: the deck has {count, plural, one {# slide} other {# slides}}.',
    'pdfMergeResult.pages': '{count, plural, one {# page} other {# pages}}',
    'pdfMergeResult.line':
      '{pages}{hasFiles, select, yes { from {files, plural, one {# PDF} other {# PDFs}}} other {}}{bookmarks, plural, =0 {.} one {, with # bookmark (one per file).} other {, with # bookmarks (one per file).}}',
    'compress.picturesReencoded': '{count, plural, one {# picture re-encoded} other {# pictures re-encoded}}',
    'compress.downscaled': '{count, number} scaled to the size shown',
    'compress.videosReencoded': '{count, plural, one {# video re-encoded} other {# videos re-encoded}}',
    'convert.hidden.count': '{count, plural, one {# hidden slide} other {# hidden slides}}',
    'convert.hidden.which': '({count, plural, one {slide} other {slides}} {numbers})',
    'convert.hidden.included': '{hidden} included.',
    'convert.hidden.leftOut':
      '{hidden} left out, as in a slide show: turn on “{option}” to have {count, plural, one {it} other {them}} in the PDF.',
  },
  {
    es: {
      'merge.taskName': '{first} y {count, number} más',
      'split.range.notNumber': '«{part}» no es un número de diapositiva ni un intervalo como 1-3.',
      'split.range.noSlide': 'No hay diapositiva {n}: la presentación tiene {count, plural, one {# diapositiva} other {# diapositivas}}.',
      'pdfMergeResult.pages': '{count, plural, one {# página} other {# páginas}}',
      'pdfMergeResult.line':
        '{pages}{hasFiles, select, yes { de {files, plural, one {# PDF} other {# PDF}}} other {}}{bookmarks, plural, =0 {.} one {, con # marcador (uno por archivo).} other {, con # marcadores (uno por archivo).}}',
      'compress.picturesReencoded': '{count, plural, one {# imagen recodificada} other {# imágenes recodificadas}}',
      'compress.downscaled': '{count, number} reducidas al tamaño mostrado',
      'compress.videosReencoded': '{count, plural, one {# vídeo recodificado} other {# vídeos recodificados}}',
      'convert.hidden.count': '{count, plural, one {# diapositiva oculta} other {# diapositivas ocultas}}',
      'convert.hidden.which': '({count, plural, one {diapositiva} other {diapositivas}} {numbers})',
      'convert.hidden.included': 'Incluidas: {hidden}.',
      'convert.hidden.leftOut':
        'Excluidas, como en una presentación en pantalla: {hidden}. Active «{option}» para {count, plural, one {tenerla} other {tenerlas}} en el PDF.',
    },
    de: {
      'merge.taskName': '{first} + {count, number} weitere',
      'split.range.notNumber': '„{part}“ ist keine Foliennummer und kein Bereich wie 1-3.',
      'split.range.noSlide': 'Es gibt keine Folie {n}: Die Präsentation hat {count, plural, one {# Folie} other {# Folien}}.',
      'pdfMergeResult.pages': '{count, plural, one {# Seite} other {# Seiten}}',
      'pdfMergeResult.line':
        '{pages}{hasFiles, select, yes { aus {files, plural, one {# PDF} other {# PDFs}}} other {}}{bookmarks, plural, =0 {.} one {, mit # Lesezeichen (eines pro Datei).} other {, mit # Lesezeichen (eines pro Datei).}}',
      'compress.picturesReencoded': '{count, plural, one {# Bild neu kodiert} other {# Bilder neu kodiert}}',
      'compress.downscaled': '{count, number} auf die angezeigte Größe verkleinert',
      'compress.videosReencoded': '{count, plural, one {# Video neu kodiert} other {# Videos neu kodiert}}',
      'convert.hidden.count': '{count, plural, one {# ausgeblendete Folie} other {# ausgeblendete Folien}}',
      'convert.hidden.which': '({count, plural, one {Folie} other {Folien}} {numbers})',
      'convert.hidden.included': 'Eingeschlossen: {hidden}.',
      'convert.hidden.leftOut':
        'Weggelassen wie in einer Bildschirmpräsentation: {hidden}. Schalten Sie „{option}“ ein, um {count, plural, one {sie} other {sie}} im PDF zu haben.',
    },
    fr: {
      'merge.taskName': '{first} + {count, number} autres',
      'split.range.notNumber': '« {part} » n’est ni un numéro de diapositive ni une plage comme 1-3.',
      'split.range.noSlide': 'Il n’y a pas de diapositive {n} : la présentation en compte {count, plural, one {#} other {#}}.',
      'pdfMergeResult.pages': '{count, plural, one {# page} other {# pages}}',
      'pdfMergeResult.line':
        '{pages}{hasFiles, select, yes { issues de {files, plural, one {# PDF} other {# PDF}}} other {}}{bookmarks, plural, =0 {.} one {, avec # signet (un par fichier).} other {, avec # signets (un par fichier).}}',
      'compress.picturesReencoded': '{count, plural, one {# image réencodée} other {# images réencodées}}',
      'compress.downscaled': '{count, number} ramenées à la taille indiquée',
      'compress.videosReencoded': '{count, plural, one {# vidéo réencodée} other {# vidéos réencodées}}',
      'convert.hidden.count': '{count, plural, one {# diapositive masquée} other {# diapositives masquées}}',
      'convert.hidden.which': '({count, plural, one {diapositive} other {diapositives}} {numbers})',
      'convert.hidden.included': 'Incluses : {hidden}.',
      'convert.hidden.leftOut':
        'Laissées de côté, comme en diaporama : {hidden}. Activez « {option} » pour {count, plural, one {l’avoir} other {les avoir}} dans le PDF.',
    },
    ar: {
      'merge.taskName': '{first} و{count, number} غيره',
      'split.range.notNumber': '«{part}» ليس رقم شريحة ولا نطاقًا مثل 1-3.',
      'split.range.noSlide':
        'لا توجد شريحة رقم {n}: في العرض التقديمي {count, plural, zero {لا شرائح} one {شريحة واحدة} two {شريحتان} few {# شرائح} many {# شريحة} other {# شريحة}}.',
      'pdfMergeResult.pages': '{count, plural, zero {لا صفحات} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}}',
      'pdfMergeResult.line':
        '{pages}{hasFiles, select, yes { من {files, plural, one {ملف PDF واحد} two {ملفَّي PDF} few {# ملفات PDF} many {# ملف PDF} other {# ملف PDF}}} other {}}{bookmarks, plural, =0 {.} one {، مع إشارة مرجعية واحدة (واحدة لكل ملف).} two {، مع إشارتين مرجعيتين (واحدة لكل ملف).} few {، مع # إشارات مرجعية (واحدة لكل ملف).} many {، مع # إشارة مرجعية (واحدة لكل ملف).} other {، مع # إشارة مرجعية (واحدة لكل ملف).}}',
      'compress.picturesReencoded':
        '{count, plural, one {أُعيد ترميز صورة واحدة} two {أُعيد ترميز صورتين} few {أُعيد ترميز # صور} many {أُعيد ترميز # صورة} other {أُعيد ترميز # صورة}}',
      'compress.downscaled': 'صُغّر {count, number} إلى الحجم المعروض',
      'compress.videosReencoded':
        '{count, plural, one {أُعيد ترميز فيديو واحد} two {أُعيد ترميز مقطعَي فيديو} few {أُعيد ترميز # مقاطع فيديو} many {أُعيد ترميز # مقطع فيديو} other {أُعيد ترميز # مقطع فيديو}}',
      'convert.hidden.count':
        '{count, plural, one {شريحة مخفية واحدة} two {شريحتان مخفيتان} few {# شرائح مخفية} many {# شريحة مخفية} other {# شريحة مخفية}}',
      'convert.hidden.which': '({count, plural, one {الشريحة} other {الشرائح}} {numbers})',
      'convert.hidden.included': 'مضمّنة: {hidden}.',
      'convert.hidden.leftOut':
        'مستبعدة كما في عرض الشرائح: {hidden}. فعّل «{option}» لتظهر {count, plural, one {الشريحة} other {الشرائح}} في ملف PDF.',
    },
  },
);
