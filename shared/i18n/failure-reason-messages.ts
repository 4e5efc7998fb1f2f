/**
 * The engine's refusals and failures by code (shared/contract/failure-reasons.ts), for the window, core and the command
 * line. English is the engine's sentence word for word (the English edge shows the engine's own); sizes come worded in
 * the language (`{size}`, `{limit}`, `{input}`), a tool by its title there. A param the engine did not know is `none`
 * in a select. A content refusal names formats in English by the engine's words (`{expected}`, `{actual}`), in the
 * other languages by their extensions (the wording puts `expectedExt`, `actualExt` there). English names the chat
 * model by the engine's label in both branches of `chat`; the other languages say "the chat model" at its address.
 * A task's time limit names the tool by its type in English, as the engine does, and by its title elsewhere. In Arabic, names and extensions are isolated (U+2068/U+2066…U+2069).
 */
import { featureMessages } from './feature-messages';
import type { FailureReasonCode } from '../contract/failure-reasons';

type ReasonKey = `reason.${FailureReasonCode}`;

const en = {
  'reason.file-too-large': '“{file}” {size, select, none {is larger than that} other {is {size}}}; {toolTitle} takes files up to {limit}.',
  'reason.file-too-large-any':
    '“{file}” is larger than {limit}, the largest file any tool takes; send the type field first to be held to its own limit.',
  'reason.upload-too-large':
    '{size, select, none {The files of this upload add up to more than {limit}} other {This upload is {size}}}; {tool, select, none {no tool takes more than {limit}} other {{toolTitle} takes at most {limit}}} per task, all files together.',
  'reason.too-many-files': 'Too many files: at most {max} per task.',
  'reason.content-mismatch':
    '{actualKind, select, unknown {“{file}” is not {expected}: its content matches no format Deckhand knows} other {“{file}” is {actual}, not {expected}}}{then, select, password {: remove its password (save it without one) and send it again.} rename {: rename it to {actualExt} and send it again.} other {. {toolTitle} takes {extensions} files.}}',
  'reason.address-refused': '{field} is refused: {why, select, unresolved {{host} cannot be resolved} other {{detail}}}',
  'reason.provider-unreachable':
    '{chat, select, none {{provider}} other {{provider}}} {how, select, silent {no answer within {seconds} s} answered {answered {status}{detail, select, none {} other {: {detail}}}} other {cannot be reached at {origin} ({detail})}} (tried {attempts} times).',
  'reason.task-timeout': '{tool} took longer than {time} {unit} and was stopped.',
  'reason.conversion-timeout': 'Converting “{file}” took longer than {minutes} minutes and was stopped.',
  'reason.office-unreadable': 'LibreOffice could not open “{file}”: the file is damaged, password-protected or not a format it reads.',
  'reason.office-password': 'Deckhand could not open “{file}”: it is password-protected. Remove the password and send it again.',
  'reason.no-slides': '“{file}” has no slides, so there is nothing to convert.',
  'reason.pdf-unreadable': '“{file}” is not a PDF Deckhand can read{detail, select, none {} other { (qpdf: {detail})}}.',
  'reason.pdf-password':
    '“{file}” is password-protected and the password given does not open it: type its password in the Password field and try again.',
  'reason.program-stopped':
    '{program} was stopped before it finished “{file}” ({signal, select, none {a signal} other {{signal}}}): the computer may have run short of memory, or the program was ended. Try again; if it happens again, try a smaller file.',
  'reason.output-too-large':
    '{while, select, running {Stopped: this task wrote more than {limit}, the most the engine lets a task with {input} of input write. The file holds parts that expand far beyond their size.} other {Stopped: the result is larger than {limit}, the most the engine keeps for a task with {input} of input.}}',
} as const satisfies Record<ReasonKey, string>;

const AR_MINUTES = '{minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} other {# دقيقة}}';
const AR_TIME =
  '{unit, select, min {{time, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} other {# دقيقة}}} other {{time, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} other {# ثانية}}}}';

export const failureReasonMessages = featureMessages(en, {
  es: {
    'reason.file-too-large':
      '«{file}» {size, select, none {supera ese tamaño} other {ocupa {size}}}; {toolTitle} admite archivos de hasta {limit}.',
    'reason.file-too-large-any':
      '«{file}» ocupa más de {limit}, el archivo más grande que admite cualquier herramienta; envíe primero el campo type para que se aplique el límite de su herramienta.',
    'reason.upload-too-large':
      '{size, select, none {Los archivos de este envío suman más de {limit}} other {Este envío ocupa {size}}}; {tool, select, none {ninguna herramienta admite más de {limit}} other {{toolTitle} admite como máximo {limit}}} por tarea, con todos los archivos juntos.',
    'reason.too-many-files': 'Demasiados archivos: como máximo {max} por tarea.',
    'reason.content-mismatch':
      '{actualKind, select, unknown {«{file}» no es un archivo {expected}: su contenido no corresponde a ningún formato que Deckhand conozca} encrypted {«{file}» es un archivo de Office protegido con contraseña, no un archivo {expected}} known {«{file}» es un archivo {actual}, no un archivo {expected}} other {«{file}» no es un archivo {expected}: su contenido es de otro formato}}{then, select, password {: quítele la contraseña (guárdelo sin ella) y envíelo de nuevo.} rename {: cámbiele el nombre a {actualExt} y envíelo de nuevo.} other {. {toolTitle} admite archivos {extensions}.}}',
    'reason.address-refused': 'Se rechaza {field}: {why, select, unresolved {no se puede resolver {host}} other {{detail}}}',
    'reason.provider-unreachable':
      '{chat, select, none {{provider}} other {El modelo de chat ({chat})}}: {how, select, silent {sin respuesta en {seconds} s} answered {respondió {status}{detail, select, none {} other {: {detail}}}} other {no se pudo conectar con {origin} ({detail})}} (se intentó {attempts} veces).',
    'reason.task-timeout': '{tool} tardó más de {time} {unit, select, min {min} other {s}} y se detuvo.',
    'reason.conversion-timeout': 'La conversión de «{file}» tardó más de {minutes} minutos y se detuvo.',
    'reason.office-unreadable':
      'LibreOffice no pudo abrir «{file}»: el archivo está dañado, protegido con contraseña o en un formato que no sabe leer.',
    'reason.office-password': 'Deckhand no pudo abrir «{file}»: está protegido con contraseña. Quítele la contraseña y envíelo de nuevo.',
    'reason.no-slides': '«{file}» no tiene diapositivas, así que no hay nada que convertir.',
    'reason.pdf-unreadable': '«{file}» no es un PDF que Deckhand pueda leer{detail, select, none {} other { (qpdf: {detail})}}.',
    'reason.pdf-password':
      '«{file}» está protegido con contraseña y la contraseña indicada no lo abre: escriba su contraseña en el campo Contraseña y vuelva a intentarlo.',
    'reason.program-stopped':
      '{program} se detuvo antes de terminar «{file}» ({signal, select, none {por una señal} other {{signal}}}): puede que el equipo se quedara sin memoria o que alguien cerrara el programa. Vuelva a intentarlo; si vuelve a ocurrir, pruebe con un archivo más pequeño.',
    'reason.output-too-large':
      '{while, select, running {Detenida: esta tarea escribió más de {limit}, lo máximo que el motor deja escribir a una tarea con {input} de entrada. El archivo contiene partes que se expanden mucho más allá de su tamaño.} other {Detenida: el resultado ocupa más de {limit}, lo máximo que el motor guarda para una tarea con {input} de entrada.}}',
  },
  de: {
    'reason.file-too-large': '„{file}“ {size, select, none {ist größer} other {ist {size} groß}}; {toolTitle} nimmt Dateien bis {limit}.',
    'reason.file-too-large-any':
      '„{file}“ ist größer als {limit}, die größte Datei, die irgendein Werkzeug nimmt; senden Sie zuerst das Feld type, damit das Limit des Werkzeugs gilt.',
    'reason.upload-too-large':
      '{size, select, none {Die Dateien dieses Uploads sind zusammen größer als {limit}} other {Dieser Upload ist {size} groß}}; {tool, select, none {kein Werkzeug nimmt mehr als {limit}} other {{toolTitle} nimmt höchstens {limit}}} pro Aufgabe, alle Dateien zusammen.',
    'reason.too-many-files': 'Zu viele Dateien: höchstens {max} pro Aufgabe.',
    'reason.content-mismatch':
      '{actualKind, select, unknown {„{file}“ ist keine {expected}-Datei: Ihr Inhalt passt zu keinem Format, das Deckhand kennt} encrypted {„{file}“ ist eine passwortgeschützte Office-Datei, keine {expected}-Datei} known {„{file}“ ist eine {actual}-Datei, keine {expected}-Datei} other {„{file}“ ist keine {expected}-Datei: Ihr Inhalt hat ein anderes Format}}{then, select, password {: Entfernen Sie das Passwort (speichern Sie die Datei ohne), und senden Sie sie erneut.} rename {: Benennen Sie sie in {actualExt} um, und senden Sie sie erneut.} other {. {toolTitle} nimmt Dateien vom Typ {extensions}.}}',
    'reason.address-refused': '{field} wird abgelehnt: {why, select, unresolved {{host} lässt sich nicht auflösen} other {{detail}}}',
    'reason.provider-unreachable':
      '{chat, select, none {{provider}} other {Das Chat-Modell ({chat})}}: {how, select, silent {keine Antwort innerhalb von {seconds} s} answered {Antwort {status}{detail, select, none {} other {: {detail}}}} other {unter {origin} nicht erreichbar ({detail})}} ({attempts} Versuche).',
    'reason.task-timeout': '{tool} hat länger als {time} {unit, select, min {min} other {s}} gedauert und wurde angehalten.',
    'reason.conversion-timeout': 'Das Umwandeln von „{file}“ hat länger als {minutes} Minuten gedauert und wurde angehalten.',
    'reason.office-unreadable':
      'LibreOffice konnte „{file}“ nicht öffnen: Die Datei ist beschädigt, passwortgeschützt oder in einem Format, das es nicht liest.',
    'reason.office-password':
      'Deckhand konnte „{file}“ nicht öffnen: Die Datei ist passwortgeschützt. Entfernen Sie das Passwort, und senden Sie sie erneut.',
    'reason.no-slides': '„{file}“ hat keine Folien, es gibt also nichts umzuwandeln.',
    'reason.pdf-unreadable': '„{file}“ ist kein PDF, das Deckhand lesen kann{detail, select, none {} other { (qpdf: {detail})}}.',
    'reason.pdf-password':
      '„{file}“ ist passwortgeschützt, und das angegebene Passwort öffnet es nicht: Geben Sie sein Passwort im Feld „Passwort“ ein, und versuchen Sie es erneut.',
    'reason.program-stopped':
      '{program} wurde angehalten, bevor es mit „{file}“ fertig war ({signal, select, none {durch ein Signal} other {{signal}}}): Vielleicht wurde der Arbeitsspeicher des Computers knapp, oder das Programm wurde beendet. Versuchen Sie es erneut; geschieht es wieder, versuchen Sie es mit einer kleineren Datei.',
    'reason.output-too-large':
      '{while, select, running {Angehalten: Diese Aufgabe hat mehr als {limit} geschrieben, so viel, wie die Engine eine Aufgabe mit {input} Eingabe höchstens schreiben lässt. Die Datei enthält Teile, die sich weit über ihre Größe hinaus ausdehnen.} other {Angehalten: Das Ergebnis ist größer als {limit}, so viel, wie die Engine für eine Aufgabe mit {input} Eingabe höchstens aufbewahrt.}}',
  },
  fr: {
    'reason.file-too-large':
      '« {file} » {size, select, none {dépasse cette taille} other {fait {size}}} ; {toolTitle} accepte des fichiers jusqu’à {limit}.',
    'reason.file-too-large-any':
      '« {file} » dépasse {limit}, la taille du plus gros fichier qu’un outil accepte ; envoyez d’abord le champ type pour que la limite de son outil s’applique.',
    'reason.upload-too-large':
      '{size, select, none {Les fichiers de cet envoi dépassent ensemble {limit}} other {Cet envoi fait {size}}} ; {tool, select, none {aucun outil n’accepte plus de {limit}} other {{toolTitle} accepte au plus {limit}}} par tâche, tous fichiers confondus.',
    'reason.too-many-files': 'Trop de fichiers : {max} au plus par tâche.',
    'reason.content-mismatch':
      '{actualKind, select, unknown {« {file} » n’est pas un fichier {expected} : son contenu ne correspond à aucun format que Deckhand connaît} encrypted {« {file} » est un fichier Office protégé par un mot de passe, pas un fichier {expected}} known {« {file} » est un fichier {actual}, pas un fichier {expected}} other {« {file} » n’est pas un fichier {expected} : son contenu est d’un autre format}}{then, select, password { : retirez son mot de passe (enregistrez-le sans) et envoyez-le de nouveau.} rename { : renommez-le en {actualExt} et envoyez-le de nouveau.} other {. {toolTitle} accepte les fichiers {extensions}.}}',
    'reason.address-refused': '{field} est refusé : {why, select, unresolved {le nom {host} ne peut pas être résolu} other {{detail}}}',
    'reason.provider-unreachable':
      '{chat, select, none {{provider}} other {Le modèle de conversation ({chat})}} : {how, select, silent {aucune réponse en {seconds} s} answered {réponse {status}{detail, select, none {} other { : {detail}}}} other {injoignable à {origin} ({detail})}} ({attempts} tentatives).',
    'reason.task-timeout': '{tool} a pris plus de {time} {unit, select, min {min} other {s}} et a été arrêté.',
    'reason.conversion-timeout': 'La conversion de « {file} » a pris plus de {minutes} minutes et a été arrêtée.',
    'reason.office-unreadable':
      'LibreOffice n’a pas pu ouvrir « {file} » : le fichier est endommagé, protégé par un mot de passe ou dans un format qu’il ne lit pas.',
    'reason.office-password':
      'Deckhand n’a pas pu ouvrir « {file} » : il est protégé par un mot de passe. Retirez le mot de passe et envoyez-le de nouveau.',
    'reason.no-slides': '« {file} » n’a aucune diapositive : il n’y a rien à convertir.',
    'reason.pdf-unreadable': '« {file} » n’est pas un PDF que Deckhand sait lire{detail, select, none {} other { (qpdf : {detail})}}.',
    'reason.pdf-password':
      '« {file} » est protégé par un mot de passe, et celui donné ne l’ouvre pas : saisissez son mot de passe dans le champ Mot de passe et réessayez.',
    'reason.program-stopped':
      '{program} a été arrêté avant d’avoir fini « {file} » ({signal, select, none {par un signal} other {{signal}}}) : l’ordinateur a peut-être manqué de mémoire, ou le programme a été fermé. Réessayez ; si cela se reproduit, essayez un fichier plus petit.',
    'reason.output-too-large':
      '{while, select, running {Arrêtée : cette tâche a écrit plus de {limit}, le maximum que le moteur laisse écrire à une tâche de {input} en entrée. Le fichier contient des parties qui se décompressent bien au-delà de leur taille.} other {Arrêtée : le résultat dépasse {limit}, le maximum que le moteur conserve pour une tâche de {input} en entrée.}}',
  },
  ar: {
    'reason.file-too-large':
      '{size, select, none {«\u2068{file}\u2069» أكبر من ذلك} other {حجم «\u2068{file}\u2069» {size}}}؛ ويقبل {toolTitle} ملفات يصل حجمها إلى {limit}.',
    'reason.file-too-large-any':
      'حجم «\u2068{file}\u2069» أكبر من {limit}، وهو أكبر ملف تقبله أي أداة؛ أرسل الحقل \u2066type\u2069 أولًا ليُطبَّق حدّ أداته.',
    'reason.upload-too-large':
      '{size, select, none {مجموع ملفات هذا الرفع أكبر من {limit}} other {حجم هذا الرفع {size}}}؛ {tool, select, none {ولا تقبل أي أداة أكثر من {limit}} other {ولا يقبل {toolTitle} أكثر من {limit}}} لكل مهمة، الملفات كلها معًا.',
    'reason.too-many-files': 'عدد الملفات كبير جدًا: {max} على الأكثر لكل مهمة.',
    'reason.content-mismatch':
      '{actualKind, select, unknown {«\u2068{file}\u2069» ليس ملف \u2066{expected}\u2069: لا يطابق محتواه أي صيغة يعرفها Deckhand} encrypted {«\u2068{file}\u2069» ملف Office محمي بكلمة مرور، وليس ملف \u2066{expected}\u2069} known {«\u2068{file}\u2069» ملف \u2066{actual}\u2069، وليس ملف \u2066{expected}\u2069} other {«\u2068{file}\u2069» ليس ملف \u2066{expected}\u2069: محتواه بصيغة أخرى}}{then, select, password {: أزل كلمة المرور منه (احفظه من دونها) ثم أرسله مجددًا.} rename {: غيّر اسمه إلى \u2066{actualExt}\u2069 ثم أرسله مجددًا.} other {. يقبل {toolTitle} ملفات {extensions}.}}',
    'reason.address-refused':
      'رُفض \u2066{field}\u2069: {why, select, unresolved {تعذّر تحليل الاسم \u2066{host}\u2069} other {\u2068{detail}\u2069}}',
    'reason.provider-unreachable':
      '{chat, select, none {\u2068{provider}\u2069} other {نموذج المحادثة (\u2066{chat}\u2069)}}: {how, select, silent {لا ردّ خلال {seconds} ث} answered {ردّ بالرمز {status}{detail, select, none {} other {: \u2068{detail}\u2069}}} other {تعذّر الوصول إليه على \u2066{origin}\u2069 (\u2068{detail}\u2069)}} (عدد المحاولات: {attempts}).',
    'reason.task-timeout': `استغرق {tool} أكثر من ${AR_TIME} فأُوقف.`,
    'reason.conversion-timeout': `استغرق تحويل «\u2068{file}\u2069» أكثر من ${AR_MINUTES} فأُوقف.`,
    'reason.office-unreadable': 'تعذّر على LibreOffice فتح «\u2068{file}\u2069»: الملف تالف، أو محمي بكلمة مرور، أو بصيغة لا يقرؤها.',
    'reason.office-password': 'تعذّر على Deckhand فتح «\u2068{file}\u2069»: الملف محمي بكلمة مرور. أزل كلمة المرور ثم أرسله مجددًا.',
    'reason.no-slides': 'لا توجد شرائح في «\u2068{file}\u2069»، فلا شيء يُحوَّل.',
    'reason.pdf-unreadable':
      '«\u2068{file}\u2069» ليس ملف PDF يستطيع Deckhand قراءته{detail, select, none {} other { (\u2066qpdf: {detail}\u2069)}}.',
    'reason.pdf-password':
      '«\u2068{file}\u2069» محمي بكلمة مرور، وكلمة المرور المعطاة لا تفتحه: اكتب كلمة مروره في حقل كلمة المرور ثم أعد المحاولة.',
    'reason.program-stopped':
      'أُوقف \u2066{program}\u2069 قبل أن ينتهي من «\u2068{file}\u2069» ({signal, select, none {بإشارة} other {\u2066{signal}\u2069}}): ربما نفدت ذاكرة الحاسوب، أو أُنهي البرنامج. أعد المحاولة؛ وإن تكرر ذلك فجرّب ملفًا أصغر.',
    'reason.output-too-large':
      '{while, select, running {أُوقفت: كتبت هذه المهمة أكثر من {limit}، وهو أقصى ما يسمح المحرك لمهمة مدخلاتها {input} بكتابته. يحتوي الملف على أجزاء تتمدد إلى ما يتجاوز حجمها بكثير.} other {أُوقفت: حجم النتيجة أكبر من {limit}، وهو أقصى ما يحتفظ به المحرك لمهمة مدخلاتها {input}.}}',
  },
});

export type FailureReasonMessageKey = keyof typeof failureReasonMessages.en;
