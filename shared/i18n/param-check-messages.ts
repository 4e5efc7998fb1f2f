/**
 * A tool's own check of its params (shared/tools/param-checks.ts) in every language: each a sentence of its own,
 * as `paramProblem.<code>` beside a schema's problems. Names, fonts and examples in Arabic are isolated (U+2066/U+2068
 * … U+2069) so a left-to-right word keeps its place in the sentence.
 */
import type { ParamCheckCode } from '../tools/param-checks';
import { featureMessages } from './feature-messages';

type ParamCheckKey = `paramProblem.${ParamCheckCode}`;

const en = {
  'paramProblem.pagesFile': '{field} is {file}, but only {count, plural, one {# PDF was} other {# PDFs were}} sent (files count from 0).',
  'paramProblem.slidesFile':
    '{field} is {file}, but only {count, plural, one {# deck was} other {# decks were}} sent (files count from 0).',
  'paramProblem.slideTwice': 'Slide {slide} of “{name}” is chosen twice; each slide can be merged once.',
  'paramProblem.needsContent': 'Send a file, or the {param, select, markdown {Markdown} other {HTML}} itself in the “{param}” option.',
  'paramProblem.contentsCount':
    '{count, plural, one {# contents entry was} other {# contents entries were}} given for {files, plural, one {# HTML file} other {# HTML files}}; give one per file, in the same order.',
  'paramProblem.protectPassword': 'Give a password to open the PDF, or one that guards its limits (or both).',
  'paramProblem.redactNothing': 'Give at least one word, pattern or area to remove.',
  'paramProblem.redactTooManyWords': '{field} takes at most {limit, number} words or phrases.',
  'paramProblem.redactTooManyPatterns': '{field} takes at most {limit, number} patterns.',
  'paramProblem.redactPattern':
    '{field}: {problem, select, long {“{pattern}…” is longer than {limit, number} characters} invalid {“{pattern}” is not a regular expression} backReference {“{pattern}” refers back to a group, which is not allowed} lookaround {“{pattern}” looks ahead or behind, which is not allowed} nested {“{pattern}” repeats a group that repeats or chooses inside, which can take too long (use a class like [ab] for a choice)} other {“{pattern}” matches empty text}}.',
  'paramProblem.splitRanges': 'Give the ranges to split by, such as “{example}”.',
  'paramProblem.splitOneWay': 'Choose one way to split, not several: {ways}.',
  'paramProblem.stampNothing': 'Choose page numbers, a watermark, or both.',
  'paramProblem.fontNotEmbedded': '“{to}” stands in for “{from}” but is not among the fonts to embed.',
  'paramProblem.sameLanguage': 'The source and target language are both {languageName}: choose another target language.',
  'paramProblem.resizeOneSide': 'Give exactly one of the maximum width or the maximum height, in pixels (not both, not neither).',
} as const satisfies Record<ParamCheckKey, string>;

export const paramCheckMessages = featureMessages(en, {
  es: {
    'paramProblem.pagesFile':
      '{field} es {file}, pero solo se {count, plural, one {envió # PDF} other {enviaron # PDF}} (los archivos se cuentan desde 0).',
    'paramProblem.slidesFile':
      '{field} es {file}, pero solo se {count, plural, one {envió # presentación} other {enviaron # presentaciones}} (los archivos se cuentan desde 0).',
    'paramProblem.slideTwice':
      'La diapositiva {slide} de «{name}» está elegida dos veces; cada diapositiva se puede combinar una sola vez.',
    'paramProblem.needsContent': 'Envía un archivo, o el propio {param, select, markdown {Markdown} other {HTML}} en la opción «{param}».',
    'paramProblem.contentsCount':
      'Se {count, plural, one {dio # entrada de contenido} other {dieron # entradas de contenido}} para {files, plural, one {# archivo HTML} other {# archivos HTML}}; da una por archivo, en el mismo orden.',
    'paramProblem.protectPassword': 'Indica una contraseña para abrir el PDF, o una que proteja sus límites (o ambas).',
    'paramProblem.redactNothing': 'Indica al menos una palabra, un patrón o una zona que eliminar.',
    'paramProblem.redactTooManyWords': '{field} admite como máximo {limit, number} palabras o frases.',
    'paramProblem.redactTooManyPatterns': '{field} admite como máximo {limit, number} patrones.',
    'paramProblem.redactPattern':
      '{field}: {problem, select, long {«{pattern}…» tiene más de {limit, number} caracteres} invalid {«{pattern}» no es una expresión regular} backReference {«{pattern}» remite a un grupo anterior, lo que no está permitido} lookaround {«{pattern}» mira hacia delante o hacia atrás, lo que no está permitido} nested {«{pattern}» repite un grupo que a su vez repite o elige, lo que puede tardar demasiado (para elegir, usa una clase como [ab])} other {«{pattern}» coincide con un texto vacío}}.',
    'paramProblem.splitRanges': 'Indica los intervalos por los que dividir, como «{example}».',
    'paramProblem.splitOneWay': 'Elige una sola forma de dividir, no varias: {ways}.',
    'paramProblem.stampNothing': 'Elige números de página, una marca de agua o ambos.',
    'paramProblem.fontNotEmbedded': '«{to}» sustituye a «{from}», pero no está entre las fuentes que incrustar.',
    'paramProblem.sameLanguage': 'El idioma de origen y el de destino son el mismo ({languageName}): elige otro idioma de destino.',
    'paramProblem.resizeOneSide': 'Indica exactamente uno de los dos, el ancho máximo o el alto máximo, en píxeles (ni ambos ni ninguno).',
  },
  de: {
    'paramProblem.pagesFile':
      '{field} ist {file}, aber nur {count, plural, one {# PDF wurde} other {# PDFs wurden}} gesendet (Dateien zählen ab 0).',
    'paramProblem.slidesFile':
      '{field} ist {file}, aber nur {count, plural, one {# Präsentation wurde} other {# Präsentationen wurden}} gesendet (Dateien zählen ab 0).',
    'paramProblem.slideTwice': 'Folie {slide} von „{name}“ ist zweimal gewählt; jede Folie kann nur einmal zusammengeführt werden.',
    'paramProblem.needsContent':
      'Senden Sie eine Datei oder das {param, select, markdown {Markdown} other {HTML}} selbst in der Option „{param}“.',
    'paramProblem.contentsCount':
      '{count, plural, one {# Inhaltseintrag wurde} other {# Inhaltseinträge wurden}} für {files, plural, one {# HTML-Datei} other {# HTML-Dateien}} angegeben; geben Sie einen pro Datei an, in derselben Reihenfolge.',
    'paramProblem.protectPassword':
      'Geben Sie ein Passwort zum Öffnen des PDFs an oder eines, das seine Einschränkungen schützt (oder beide).',
    'paramProblem.redactNothing': 'Geben Sie mindestens ein Wort, ein Muster oder einen Bereich zum Entfernen an.',
    'paramProblem.redactTooManyWords': '{field} nimmt höchstens {limit, number} Wörter oder Wendungen an.',
    'paramProblem.redactTooManyPatterns': '{field} nimmt höchstens {limit, number} Muster an.',
    'paramProblem.redactPattern':
      '{field}: {problem, select, long {„{pattern}…“ ist länger als {limit, number} Zeichen} invalid {„{pattern}“ ist kein regulärer Ausdruck} backReference {„{pattern}“ verweist auf eine Gruppe zurück, was nicht erlaubt ist} lookaround {„{pattern}“ schaut voraus oder zurück, was nicht erlaubt ist} nested {„{pattern}“ wiederholt eine Gruppe, die selbst wiederholt oder auswählt, was zu lange dauern kann (für eine Auswahl eine Klasse wie [ab] verwenden)} other {„{pattern}“ passt auf leeren Text}}.',
    'paramProblem.splitRanges': 'Geben Sie die Bereiche zum Teilen an, etwa „{example}“.',
    'paramProblem.splitOneWay': 'Wählen Sie nur eine Art zu teilen, nicht mehrere: {ways}.',
    'paramProblem.stampNothing': 'Wählen Sie Seitenzahlen, ein Wasserzeichen oder beides.',
    'paramProblem.fontNotEmbedded': '„{to}“ ersetzt „{from}“, gehört aber nicht zu den einzubettenden Schriften.',
    'paramProblem.sameLanguage': 'Ausgangs- und Zielsprache sind beide {languageName}: Wählen Sie eine andere Zielsprache.',
    'paramProblem.resizeOneSide':
      'Geben Sie genau eines an, die größte Breite oder die größte Höhe, in Pixeln (nicht beides, nicht keines).',
  },
  fr: {
    'paramProblem.pagesFile':
      '{field} vaut {file}, mais seulement {count, plural, one {# PDF a été envoyé} other {# PDF ont été envoyés}} (les fichiers se comptent à partir de 0).',
    'paramProblem.slidesFile':
      '{field} vaut {file}, mais seulement {count, plural, one {# présentation a été envoyée} other {# présentations ont été envoyées}} (les fichiers se comptent à partir de 0).',
    'paramProblem.slideTwice':
      'La diapositive {slide} de « {name} » est choisie deux fois ; chaque diapositive ne peut être fusionnée qu’une fois.',
    'paramProblem.needsContent':
      'Envoyez un fichier, ou le {param, select, markdown {Markdown} other {HTML}} lui-même dans l’option « {param} ».',
    'paramProblem.contentsCount':
      '{count, plural, one {# entrée de contenu a été donnée} other {# entrées de contenu ont été données}} pour {files, plural, one {# fichier HTML} other {# fichiers HTML}} ; donnez-en une par fichier, dans le même ordre.',
    'paramProblem.protectPassword':
      'Indiquez un mot de passe pour ouvrir le PDF, ou un mot de passe qui protège ses restrictions (ou les deux).',
    'paramProblem.redactNothing': 'Indiquez au moins un mot, un motif ou une zone à supprimer.',
    'paramProblem.redactTooManyWords': '{field} accepte au plus {limit, number} mots ou expressions.',
    'paramProblem.redactTooManyPatterns': '{field} accepte au plus {limit, number} motifs.',
    'paramProblem.redactPattern':
      '{field} : {problem, select, long {« {pattern}… » dépasse {limit, number} caractères} invalid {« {pattern} » n’est pas une expression régulière} backReference {« {pattern} » renvoie à un groupe précédent, ce qui n’est pas permis} lookaround {« {pattern} » regarde en avant ou en arrière, ce qui n’est pas permis} nested {« {pattern} » répète un groupe qui lui-même répète ou offre un choix, ce qui peut prendre trop de temps (pour un choix, utilisez une classe comme [ab])} other {« {pattern} » correspond à un texte vide}}.',
    'paramProblem.splitRanges': 'Indiquez les plages selon lesquelles découper, par exemple « {example} ».',
    'paramProblem.splitOneWay': 'Choisissez une seule façon de découper, pas plusieurs : {ways}.',
    'paramProblem.stampNothing': 'Choisissez des numéros de page, un filigrane, ou les deux.',
    'paramProblem.fontNotEmbedded': '« {to} » remplace « {from} » mais ne fait pas partie des polices à incorporer.',
    'paramProblem.sameLanguage':
      'La langue source et la langue cible sont identiques ({languageName}) : choisissez une autre langue cible.',
    'paramProblem.resizeOneSide':
      'Indiquez exactement l’une des deux, la largeur maximale ou la hauteur maximale, en pixels (ni les deux, ni aucune).',
  },
  ar: {
    'paramProblem.pagesFile':
      'قيمة {field} هي {file}، لكن {count, plural, zero {لم يُرسَل أي ملف PDF} one {لم يُرسَل إلا ملف PDF واحد} two {لم يُرسَل إلا ملفا PDF} few {لم يُرسَل إلا # ملفات PDF} many {لم يُرسَل إلا # ملفًا PDF} other {لم يُرسَل إلا # ملف PDF}} (تُعدّ الملفات بدءًا من 0).',
    'paramProblem.slidesFile':
      'قيمة {field} هي {file}، لكن {count, plural, zero {لم يُرسَل أي عرض} one {لم يُرسَل إلا عرض واحد} two {لم يُرسَل إلا عرضان} few {لم يُرسَل إلا # عروض} many {لم يُرسَل إلا # عرضًا} other {لم يُرسَل إلا # عرض}} (تُعدّ الملفات بدءًا من 0).',
    'paramProblem.slideTwice': 'الشريحة {slide} من \u2068{name}\u2069 مختارة مرتين؛ لا تُدمج كل شريحة إلا مرة واحدة.',
    'paramProblem.needsContent': 'أرسل ملفًا، أو نص {param, select, markdown {Markdown} other {HTML}} نفسه في الخيار \u2066{param}\u2069.',
    'paramProblem.contentsCount':
      '{count, plural, zero {لم يُعطَ أي إدخال محتوى} one {أُعطي إدخال محتوى واحد} two {أُعطي إدخالا محتوى} few {أُعطيت # إدخالات محتوى} many {أُعطي # إدخالًا للمحتوى} other {أُعطي # إدخال محتوى}} مقابل {files, plural, zero {لا ملفات HTML} one {ملف HTML واحد} two {ملفَي HTML} few {# ملفات HTML} many {# ملفًا HTML} other {# ملف HTML}}؛ أعطِ إدخالًا واحدًا لكل ملف، بالترتيب نفسه.',
    'paramProblem.protectPassword': 'أدخل كلمة مرور لفتح ملف PDF، أو كلمة مرور تحمي قيوده (أو كلتيهما).',
    'paramProblem.redactNothing': 'حدّد كلمة أو نمطًا أو منطقة واحدة على الأقل لإزالتها.',
    'paramProblem.redactTooManyWords': 'لا يقبل {field} أكثر من {limit, number} كلمة أو عبارة.',
    'paramProblem.redactTooManyPatterns': 'لا يقبل {field} أكثر من {limit, number} نمطًا.',
    'paramProblem.redactPattern':
      '{field}: {problem, select, long {«\u2066{pattern}…\u2069» أطول من {limit, number} حرفًا} invalid {«\u2066{pattern}\u2069» ليس تعبيرًا نمطيًا} backReference {«\u2066{pattern}\u2069» يحيل إلى مجموعة سابقة، وهذا غير مسموح} lookaround {«\u2066{pattern}\u2069» ينظر إلى الأمام أو إلى الخلف، وهذا غير مسموح} nested {«\u2066{pattern}\u2069» يكرّر مجموعة فيها تكرار أو اختيار، وقد يستغرق ذلك وقتًا طويلًا جدًا (استخدم للاختيار فئة مثل \u2066[ab]\u2069)} other {«\u2066{pattern}\u2069» يطابق نصًا فارغًا}}.',
    'paramProblem.splitRanges': 'حدّد النطاقات التي يُقسَم وفقها، مثل \u2066{example}\u2069.',
    'paramProblem.splitOneWay': 'اختر طريقة واحدة للتقسيم، لا عدة طرق: \u2066{ways}\u2069.',
    'paramProblem.stampNothing': 'اختر أرقام الصفحات أو علامة مائية أو كليهما.',
    'paramProblem.fontNotEmbedded': 'الخط \u2068{to}\u2069 يحل محل \u2068{from}\u2069 لكنه ليس بين الخطوط المراد تضمينها.',
    'paramProblem.sameLanguage': 'لغة المصدر ولغة الهدف كلتاهما {languageName}: اختر لغة هدف أخرى.',
    'paramProblem.resizeOneSide': 'حدّد أحدهما فقط، العرض الأقصى أو الارتفاع الأقصى، بالبكسل (لا كليهما ولا أيًّا منهما).',
  },
});
