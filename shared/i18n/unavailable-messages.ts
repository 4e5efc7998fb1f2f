/**
 * Why a tool cannot run here, by its code (shared/contract/unavailable-reasons.ts), for the window, core and the
 * command line. Commands, variable names and program names are params, the same in every language; in Arabic they
 * are isolated left to right (U+2066…U+2069).
 */
import { featureMessages } from './feature-messages';
import type { UnavailableCode } from '../contract/unavailable-reasons';
import type { TranslationRefusal } from '../tools/translation-pairs';

/** Why a tool cannot run, and why no translation provider can take a pair (shared/tools/translation-pairs.ts). */
type UnavailableKey = `unavailable.${UnavailableCode}` | `unavailable.translation.${TranslationRefusal['code']}`;

const en = {
  'unavailable.program-missing':
    '{program} is needed for this tool but was not found on this computer: install it ({install}) or set {env} to {envTo, select, folder {the folder holding its programs} program {its program} other {its path}}.',
  'unavailable.no-translation-provider':
    'No translation provider is available: install Apertium with a language pair (Debian/Ubuntu: {command}), or set up an OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.',
  'unavailable.cloud-only': 'This tool runs on the DeckFlow cloud service only: choose the cloud backend in Settings to use it.',
  'unavailable.program-path-wrong':
    '{program} was not found: {env} points to "{value}", {envTo, select, folder {which has no {executable}} other {which is not an executable file}}.',
  'unavailable.ffmpeg-no-h264':
    'ffmpeg was found ({tried}) but it cannot encode H.264 (no {encoder}): install ffmpeg ({install}) or set {env} to its path.',
  'unavailable.module-missing':
    'LibreOffice {module} is needed for this conversion but is not installed ({program} has no {library}): Debian/Ubuntu: {command}; the full LibreOffice installers for macOS and Windows include it.',
  'unavailable.keynote-file': '“{file}” is a Keynote file: export it as .pptx from Keynote, or use the DeckFlow cloud service.',
  'unavailable.legacy-doc': '“{file}” is an old Word .doc file: save it as .docx and send that.',
  'unavailable.revamp-pptx-only':
    '“{file}”: the local engine revamps .pptx decks; convert it to .pptx first, or use the DeckFlow cloud service.',
  'unavailable.local-image-translate':
    'Translating the text inside pictures (imageTranslate) needs OCR, which the local engine does not do: turn it off, or use the DeckFlow cloud service.',
  'unavailable.local-web-search':
    'Web search (enableSearch) is not available in the local engine: it makes no requests to the internet. Turn it off, or use the DeckFlow cloud service.',
  'unavailable.no-chat-model':
    'No chat model is set up to write the outline: set up an OpenAI-compatible endpoint (such as Ollama) in Settings, or send an outline in Markdown with useModel off.',
  'unavailable.translation.same-language': 'The source and target language are both {toName}: choose another target language.',
  'unavailable.translation.provider-unavailable': '{provider} is not available.',
  'unavailable.translation.provider-no-pair':
    '{provider} cannot translate {from, select, auto {into {toName}} other {{fromName} into {toName}}}: choose another provider or language.',
  'unavailable.translation.no-provider':
    'No translation provider here can translate {from, select, auto {into {toName}} other {{fromName} into {toName}}}: install an Apertium pair for it, or set up an OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.',
  'unavailable.translation.detected-same': '“{file}” is already in {toName}: choose another target language.',
  'unavailable.translation.detected-no-pair':
    '“{file}” is in {fromName}, and no translation provider here can translate {fromName} into {toName}: choose the source language yourself, install an Apertium pair for it, or set up an OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.',
} as const satisfies Record<UnavailableKey, string>;

export const unavailableMessages = featureMessages(en, {
  es: {
    'unavailable.program-missing':
      'Esta herramienta necesita {program}, que no está en este equipo: instálelo ({install}) o indique en {env} {envTo, select, folder {la carpeta de sus programas} program {su programa} other {su ruta}}.',
    'unavailable.no-translation-provider':
      'No hay ningún proveedor de traducción disponible: instale Apertium con un par de idiomas (Debian/Ubuntu: {command}) o configure en Ajustes un modelo compatible con OpenAI (como Ollama), DeepL o LibreTranslate.',
    'unavailable.cloud-only': 'Esta herramienta solo funciona en el servicio en la nube de DeckFlow: elija la nube en Ajustes para usarla.',
    'unavailable.program-path-wrong':
      'No se encontró {program}: {env} apunta a «{value}», {envTo, select, folder {donde no hay ningún {executable}} other {que no es un archivo ejecutable}}.',
    'unavailable.ffmpeg-no-h264':
      'Se encontró ffmpeg ({tried}), pero no puede codificar H.264 (falta {encoder}): instale ffmpeg ({install}) o indique su ruta en {env}.',
    'unavailable.module-missing':
      'Esta conversión necesita LibreOffice {module}, que no está instalado ({program} no tiene {library}): Debian/Ubuntu: {command}; los instaladores completos de LibreOffice para macOS y Windows lo incluyen.',
    'unavailable.keynote-file':
      '«{file}» es un archivo de Keynote: expórtelo como .pptx desde Keynote o use el servicio en la nube de DeckFlow.',
    'unavailable.legacy-doc': '«{file}» es un archivo antiguo de Word en formato .doc: guárdelo como .docx y envíe ese.',
    'unavailable.revamp-pptx-only':
      '«{file}»: el motor local solo rediseña presentaciones .pptx; conviértalo antes a .pptx o use el servicio en la nube de DeckFlow.',
    'unavailable.local-image-translate':
      'Traducir el texto de las imágenes (imageTranslate) requiere OCR, que el motor local no hace: desactívelo o use el servicio en la nube de DeckFlow.',
    'unavailable.local-web-search':
      'La búsqueda web (enableSearch) no está disponible en el motor local, que no hace ninguna solicitud a internet. Desactívela o use el servicio en la nube de DeckFlow.',
    'unavailable.no-chat-model':
      'No hay ningún modelo de chat configurado para escribir el esquema: configure en Ajustes un servicio compatible con OpenAI (como Ollama) o envíe un esquema en Markdown con useModel desactivado.',
    'unavailable.translation.same-language': 'El idioma de origen y el de destino son el mismo ({toName}): elija otro idioma de destino.',
    'unavailable.translation.provider-unavailable':
      '{provider} no está disponible aquí: elija otro proveedor, o instálelo o configúrelo en Ajustes.',
    'unavailable.translation.provider-no-pair':
      '{provider} no puede traducir {from, select, auto {al {toName}} other {del {fromName} al {toName}}}: elija otro proveedor u otro idioma.',
    'unavailable.translation.no-provider':
      'Ningún proveedor de traducción de este equipo puede traducir {from, select, auto {al {toName}} other {del {fromName} al {toName}}}: instale un par de Apertium para ello o configure en Ajustes un modelo compatible con OpenAI (como Ollama), DeepL o LibreTranslate.',
    'unavailable.translation.detected-same': '«{file}» ya está en {toName}: elija otro idioma de destino.',
    'unavailable.translation.detected-no-pair':
      '«{file}» está en {fromName}, y ningún proveedor de traducción de este equipo puede traducir del {fromName} al {toName}: elija usted el idioma de origen, instale un par de Apertium para ello o configure en Ajustes un modelo compatible con OpenAI (como Ollama), DeepL o LibreTranslate.',
  },
  de: {
    'unavailable.program-missing':
      'Dieses Werkzeug braucht {program}, das auf diesem Computer nicht gefunden wurde: Installieren Sie es ({install}), oder setzen Sie {env} auf {envTo, select, folder {den Ordner mit seinen Programmen} program {sein Programm} other {seinen Pfad}}.',
    'unavailable.no-translation-provider':
      'Kein Übersetzungsanbieter verfügbar: Installieren Sie Apertium mit einem Sprachpaar (Debian/Ubuntu: {command}), oder richten Sie in den Einstellungen ein OpenAI-kompatibles Modell (etwa Ollama), DeepL oder LibreTranslate ein.',
    'unavailable.cloud-only':
      'Dieses Werkzeug läuft nur im Cloud-Dienst von DeckFlow: Wählen Sie in den Einstellungen die Cloud, um es zu nutzen.',
    'unavailable.program-path-wrong':
      '{program} wurde nicht gefunden: {env} verweist auf „{value}“, {envTo, select, folder {wo es kein {executable} gibt} other {was keine ausführbare Datei ist}}.',
    'unavailable.ffmpeg-no-h264':
      'ffmpeg wurde gefunden ({tried}), kann aber kein H.264 kodieren ({encoder} fehlt): Installieren Sie ffmpeg ({install}), oder setzen Sie {env} auf seinen Pfad.',
    'unavailable.module-missing':
      'Diese Umwandlung braucht LibreOffice {module}, das nicht installiert ist ({program} hat kein {library}): Debian/Ubuntu: {command}; die vollständigen LibreOffice-Installationsprogramme für macOS und Windows enthalten es.',
    'unavailable.keynote-file':
      '„{file}“ ist eine Keynote-Datei: Exportieren Sie sie in Keynote als .pptx, oder nutzen Sie den Cloud-Dienst von DeckFlow.',
    'unavailable.legacy-doc': '„{file}“ ist eine alte Word-Datei im .doc-Format: Speichern Sie sie als .docx, und senden Sie diese.',
    'unavailable.revamp-pptx-only':
      '„{file}“: Die lokale Engine gestaltet nur .pptx-Präsentationen neu; wandeln Sie die Datei zuerst in .pptx um, oder nutzen Sie den Cloud-Dienst von DeckFlow.',
    'unavailable.local-image-translate':
      'Text in Bildern zu übersetzen (imageTranslate) braucht Texterkennung, die die lokale Engine nicht macht: Schalten Sie es aus, oder nutzen Sie den Cloud-Dienst von DeckFlow.',
    'unavailable.local-web-search':
      'Websuche (enableSearch) gibt es in der lokalen Engine nicht: Sie stellt keine Anfragen ins Internet. Schalten Sie sie aus, oder nutzen Sie den Cloud-Dienst von DeckFlow.',
    'unavailable.no-chat-model':
      'Kein Chat-Modell ist eingerichtet, das die Gliederung schreiben könnte: Richten Sie in den Einstellungen einen OpenAI-kompatiblen Endpunkt (etwa Ollama) ein, oder senden Sie eine Gliederung in Markdown mit ausgeschaltetem useModel.',
    'unavailable.translation.same-language': 'Ausgangs- und Zielsprache sind beide {toName}: Wählen Sie eine andere Zielsprache.',
    'unavailable.translation.provider-unavailable':
      '{provider} ist hier nicht verfügbar: Wählen Sie einen anderen Anbieter, oder installieren bzw. richten Sie ihn in den Einstellungen ein.',
    'unavailable.translation.provider-no-pair':
      '{provider} kann nicht {from, select, auto {nach {toName}} other {von {fromName} nach {toName}}} übersetzen: Wählen Sie einen anderen Anbieter oder eine andere Sprache.',
    'unavailable.translation.no-provider':
      'Kein Übersetzungsanbieter auf diesem Computer kann {from, select, auto {nach {toName}} other {von {fromName} nach {toName}}} übersetzen: Installieren Sie dafür ein Apertium-Sprachpaar, oder richten Sie in den Einstellungen ein OpenAI-kompatibles Modell (etwa Ollama), DeepL oder LibreTranslate ein.',
    'unavailable.translation.detected-same': '„{file}“ ist schon auf {toName}: Wählen Sie eine andere Zielsprache.',
    'unavailable.translation.detected-no-pair':
      '„{file}“ ist auf {fromName}, und kein Übersetzungsanbieter auf diesem Computer kann von {fromName} nach {toName} übersetzen: Wählen Sie die Ausgangssprache selbst, installieren Sie dafür ein Apertium-Sprachpaar, oder richten Sie in den Einstellungen ein OpenAI-kompatibles Modell (etwa Ollama), DeepL oder LibreTranslate ein.',
  },
  fr: {
    'unavailable.program-missing':
      'Cet outil a besoin de {program}, introuvable sur cet ordinateur : installez-le ({install}) ou faites pointer {env} vers {envTo, select, folder {le dossier de ses programmes} program {son programme} other {son chemin}}.',
    'unavailable.no-translation-provider':
      'Aucun fournisseur de traduction n’est disponible : installez Apertium avec une paire de langues (Debian/Ubuntu : {command}), ou configurez dans les Réglages un modèle compatible OpenAI (comme Ollama), DeepL ou LibreTranslate.',
    'unavailable.cloud-only':
      'Cet outil ne fonctionne que sur le service cloud DeckFlow : choisissez le cloud dans les Réglages pour l’utiliser.',
    'unavailable.program-path-wrong':
      '{program} est introuvable : {env} pointe vers « {value} », {envTo, select, folder {qui ne contient pas {executable}} other {qui n’est pas un fichier exécutable}}.',
    'unavailable.ffmpeg-no-h264':
      'ffmpeg a été trouvé ({tried}), mais il ne sait pas encoder en H.264 ({encoder} manque) : installez ffmpeg ({install}) ou faites pointer {env} vers son chemin.',
    'unavailable.module-missing':
      'Cette conversion a besoin de LibreOffice {module}, qui n’est pas installé ({program} n’a pas {library}) : Debian/Ubuntu : {command} ; les installeurs complets de LibreOffice pour macOS et Windows l’incluent.',
    'unavailable.keynote-file':
      '« {file} » est un fichier Keynote : exportez-le en .pptx depuis Keynote, ou utilisez le service cloud DeckFlow.',
    'unavailable.legacy-doc': '« {file} » est un ancien fichier Word au format .doc : enregistrez-le en .docx et envoyez celui-ci.',
    'unavailable.revamp-pptx-only':
      '« {file} » : le moteur local ne relooke que les présentations .pptx ; convertissez-le d’abord en .pptx, ou utilisez le service cloud DeckFlow.',
    'unavailable.local-image-translate':
      'Traduire le texte des images (imageTranslate) demande une reconnaissance de texte, que le moteur local ne fait pas : désactivez-la, ou utilisez le service cloud DeckFlow.',
    'unavailable.local-web-search':
      'La recherche web (enableSearch) n’existe pas dans le moteur local : il n’envoie aucune requête vers Internet. Désactivez-la, ou utilisez le service cloud DeckFlow.',
    'unavailable.no-chat-model':
      'Aucun modèle de conversation n’est configuré pour rédiger le plan : configurez dans les Réglages un point d’accès compatible OpenAI (comme Ollama), ou envoyez un plan en Markdown avec useModel désactivé.',
    'unavailable.translation.same-language':
      'La langue source et la langue cible sont toutes deux : {toName}. Choisissez une autre langue cible.',
    'unavailable.translation.provider-unavailable':
      '{provider} n’est pas disponible ici : choisissez un autre fournisseur, ou installez-le ou configurez-le dans les Réglages.',
    'unavailable.translation.provider-no-pair':
      '{provider} ne sait pas traduire {from, select, auto {un texte en {toName}} other {un texte {fromName} en {toName}}} : choisissez un autre fournisseur ou une autre langue.',
    'unavailable.translation.no-provider':
      'Aucun fournisseur de traduction de cet ordinateur ne sait traduire {from, select, auto {un texte en {toName}} other {un texte {fromName} en {toName}}} : installez une paire Apertium pour cela, ou configurez dans les Réglages un modèle compatible OpenAI (comme Ollama), DeepL ou LibreTranslate.',
    'unavailable.translation.detected-same': '« {file} » est déjà en {toName} : choisissez une autre langue cible.',
    'unavailable.translation.detected-no-pair':
      '« {file} » est en {fromName}, et aucun fournisseur de traduction de cet ordinateur ne sait traduire un texte {fromName} en {toName} : choisissez vous-même la langue source, installez une paire Apertium pour cela, ou configurez dans les Réglages un modèle compatible OpenAI (comme Ollama), DeepL ou LibreTranslate.',
  },
  ar: {
    'unavailable.program-missing':
      'تحتاج هذه الأداة إلى \u2066{program}\u2069، ولم يُعثر عليه في هذا الحاسوب: ثبّته (\u2066{install}\u2069) أو اجعل \u2066{env}\u2069 يشير إلى {envTo, select, folder {المجلد الذي يضم برامجه} program {برنامجه} other {مساره}}.',
    'unavailable.no-translation-provider':
      'لا يتوفر أي مزوّد للترجمة: ثبّت Apertium مع زوج لغات (Debian/Ubuntu: \u2066{command}\u2069)، أو اضبط في الإعدادات نموذجًا متوافقًا مع OpenAI (مثل Ollama) أو DeepL أو LibreTranslate.',
    'unavailable.cloud-only': 'لا تعمل هذه الأداة إلا على خدمة DeckFlow السحابية: اختر السحابة في الإعدادات لاستخدامها.',
    'unavailable.program-path-wrong':
      'لم يُعثر على \u2066{program}\u2069: يشير \u2066{env}\u2069 إلى «\u2066{value}\u2069»، {envTo, select, folder {ولا يوجد فيه \u2066{executable}\u2069} other {وهو ليس ملفًا قابلًا للتنفيذ}}.',
    'unavailable.ffmpeg-no-h264':
      'عُثر على ffmpeg (\u2066{tried}\u2069) لكنه لا يستطيع الترميز بصيغة H.264 (ينقصه \u2066{encoder}\u2069): ثبّت ffmpeg (\u2066{install}\u2069) أو اجعل \u2066{env}\u2069 يشير إلى مساره.',
    'unavailable.module-missing':
      'يحتاج هذا التحويل إلى \u2066LibreOffice {module}\u2069، وهو غير مثبّت (لا يحتوي \u2066{program}\u2069 على \u2066{library}\u2069): Debian/Ubuntu: \u2066{command}\u2069؛ وتتضمنه حزم تثبيت LibreOffice الكاملة لنظامَي macOS وWindows.',
    'unavailable.keynote-file':
      '«\u2068{file}\u2069» ملف Keynote: صدّره بصيغة \u2066.pptx\u2069 من Keynote، أو استخدم خدمة DeckFlow السحابية.',
    'unavailable.legacy-doc': '«\u2068{file}\u2069» ملف Word قديم بصيغة \u2066.doc\u2069: احفظه بصيغة \u2066.docx\u2069 ثم أرسله.',
    'unavailable.revamp-pptx-only':
      '«\u2068{file}\u2069»: لا يعيد المحرك المحلي تصميم إلا العروض بصيغة \u2066.pptx\u2069؛ حوّله أولًا إلى \u2066.pptx\u2069، أو استخدم خدمة DeckFlow السحابية.',
    'unavailable.local-image-translate':
      'تتطلب ترجمة النص داخل الصور (\u2066imageTranslate\u2069) التعرّف الضوئي على النصوص، وهو ما لا يقوم به المحرك المحلي: أوقفها، أو استخدم خدمة DeckFlow السحابية.',
    'unavailable.local-web-search':
      'البحث في الويب (\u2066enableSearch\u2069) غير متاح في المحرك المحلي: فهو لا يرسل أي طلبات إلى الإنترنت. أوقفه، أو استخدم خدمة DeckFlow السحابية.',
    'unavailable.no-chat-model':
      'لا يوجد نموذج محادثة مضبوط لكتابة المخطط: اضبط في الإعدادات نقطة وصول متوافقة مع OpenAI (مثل Ollama)، أو أرسل مخططًا بتنسيق Markdown مع إيقاف \u2066useModel\u2069.',
    'unavailable.translation.same-language': 'لغة المصدر ولغة الهدف كلتاهما {toName}: اختر لغة هدف أخرى.',
    'unavailable.translation.provider-unavailable': '\u2068{provider}\u2069 غير متاح هنا: اختر مزوّدًا آخر، أو ثبّته أو اضبطه في الإعدادات.',
    'unavailable.translation.provider-no-pair':
      'لا يستطيع \u2068{provider}\u2069 الترجمة {from, select, auto {إلى {toName}} other {من {fromName} إلى {toName}}}: اختر مزوّدًا آخر أو لغة أخرى.',
    'unavailable.translation.no-provider':
      'لا يوجد في هذا الحاسوب مزوّد ترجمة يستطيع الترجمة {from, select, auto {إلى {toName}} other {من {fromName} إلى {toName}}}: ثبّت زوج لغات Apertium لذلك، أو اضبط في الإعدادات نموذجًا متوافقًا مع OpenAI (مثل Ollama) أو DeepL أو LibreTranslate.',
    'unavailable.translation.detected-same': '«\u2068{file}\u2069» مكتوب باللغة {toName} أصلًا: اختر لغة هدف أخرى.',
    'unavailable.translation.detected-no-pair':
      '«\u2068{file}\u2069» مكتوب باللغة {fromName}، ولا يوجد في هذا الحاسوب مزوّد ترجمة يستطيع الترجمة من {fromName} إلى {toName}: اختر لغة المصدر بنفسك، أو ثبّت زوج لغات Apertium لذلك، أو اضبط في الإعدادات نموذجًا متوافقًا مع OpenAI (مثل Ollama) أو DeepL أو LibreTranslate.',
  },
});

export type UnavailableMessageKey = keyof typeof unavailableMessages.en;
