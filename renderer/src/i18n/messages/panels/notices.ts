import { featureMessages } from './define';

/**
 * What a tool says about its result, by the notice's code (shared/contract/task-notices.ts): English is the engine's
 * own sentence, which the result's `warnings` keep for the API. `{style}` is the face's name in the window's language.
 */
export const notices = featureMessages(
  {
    'notice.video.pagesMismatch':
      'The PDF has {pages, number} pages for {slides, number} slides: every page is shown for the default time, without sound.',
    'notice.video.soundUnreadable': 'The sound of slide {slide, number} could not be read and was left out.',
    'notice.fonts.previewPrint':
      '"{family}" ({style}) allows embedding for viewing and printing only: the deck opens read-only where the font is not installed.',
    'notice.fonts.skippedFace': 'Skipped the {style} face of "{family}": its file names the family "{named}".',
    'notice.fonts.notNamed': 'The deck does not name "{from}", so nothing was set in {to} in its place.',
  },
  {
    es: {
      'notice.video.pagesMismatch':
        'El PDF tiene {pages, number} páginas para {slides, number} diapositivas: cada página se muestra el tiempo predeterminado, sin sonido.',
      'notice.video.soundUnreadable': 'No se pudo leer el sonido de la diapositiva {slide, number} y se ha omitido.',
      'notice.fonts.previewPrint':
        '«{family}» ({style}) solo permite incrustarse para ver e imprimir: la presentación se abre en modo de solo lectura donde la fuente no está instalada.',
      'notice.fonts.skippedFace': 'Se omitió el estilo {style} de «{family}»: su archivo indica la familia «{named}».',
      'notice.fonts.notNamed': 'La presentación no usa «{from}», así que no se puso nada en {to} en su lugar.',
    },
    de: {
      'notice.video.pagesMismatch':
        'Das PDF hat {pages, number} Seiten für {slides, number} Folien: Jede Seite wird für die Standarddauer gezeigt, ohne Ton.',
      'notice.video.soundUnreadable': 'Der Ton von Folie {slide, number} konnte nicht gelesen werden und wurde weggelassen.',
      'notice.fonts.previewPrint':
        '„{family}“ ({style}) darf nur zum Ansehen und Drucken eingebettet werden: Wo die Schrift nicht installiert ist, öffnet sich die Präsentation schreibgeschützt.',
      'notice.fonts.skippedFace': 'Der Schnitt {style} von „{family}“ wurde übersprungen: Seine Datei nennt die Familie „{named}“.',
      'notice.fonts.notNamed': 'Die Präsentation verwendet „{from}“ nicht, daher wurde nichts an seiner Stelle in {to} gesetzt.',
    },
    fr: {
      'notice.video.pagesMismatch':
        'Le PDF a {pages, number} pages pour {slides, number} diapositives : chaque page est affichée pendant la durée par défaut, sans son.',
      'notice.video.soundUnreadable': 'Le son de la diapositive {slide, number} n’a pas pu être lu et a été laissé de côté.',
      'notice.fonts.previewPrint':
        '« {family} » ({style}) ne permet l’incorporation que pour l’affichage et l’impression : la présentation s’ouvre en lecture seule là où la police n’est pas installée.',
      'notice.fonts.skippedFace': 'Le style {style} de « {family} » a été ignoré : son fichier nomme la famille « {named} ».',
      'notice.fonts.notNamed': 'La présentation n’utilise pas « {from} » : rien n’a donc été mis en {to} à sa place.',
    },
    ar: {
      'notice.video.pagesMismatch': 'في ملف PDF {pages, number} صفحة مقابل {slides, number} شريحة: تُعرض كل صفحة للمدة الافتراضية، بلا صوت.',
      'notice.video.soundUnreadable': 'تعذّرت قراءة صوت الشريحة {slide, number} فتُرك.',
      'notice.fonts.previewPrint':
        'يسمح «\u2068{family}\u2069» ({style}) بالتضمين للعرض والطباعة فقط: يُفتح العرض للقراءة فقط حيث لا يكون الخط مثبتًا.',
      'notice.fonts.skippedFace': 'تُرك النمط {style} من «\u2068{family}\u2069»: ملفه يسمّي العائلة «\u2068{named}\u2069».',
      'notice.fonts.notNamed': 'العرض لا يستخدم «\u2068{from}\u2069»، فلم يُضبط شيء بالخط \u2068{to}\u2069 مكانه.',
    },
  },
);
