/**
 * Core's refusals about saved recipes (main/core/recipes/recipe-library.ts) and why a watch folder paused or cannot be
 * set up (main/core/watch/), worded in the app's language (the window) or the terminal's. English is what core always
 * said, word for word. Paths and names are params; in Arabic a path is isolated left to right, a name by its own
 * first letter (U+2066/U+2068…U+2069).
 */
import { featureMessages } from '../feature-messages';

const en = {
  'library.notSaved': 'No saved recipe is named “{name}”.',
  'library.unreadable': 'The recipe {path} cannot be read ({code}).',
  'library.noSuch': 'No recipe is named “{name}”. Recipes: {names}; or give the path of a .json file.',
  'watch.already': '{dir} is watched already (with “{recipe}”).',
  'watch.notSetUp': 'This watch folder is no longer set up.',
  'watch.notThere': 'The watch folder {dir} is not there.',
  'watch.outputIsWatch': 'The output folder must not be the watch folder itself.',
  'watch.outputUnwritable': 'The output folder {dir} cannot be written ({code}).',
  'watch.outputAlias': 'The output folder {dir} is the watch folder itself, under another name.',
  'watch.gone': 'The watch folder {dir} is gone (moved, deleted or unmounted).',
  'watch.failed': 'Watching {dir} failed: {error}',
  'watch.unexpected': 'Processing {name} failed unexpectedly: {error}',
  'watch.unreadable': '“{name}” cannot be read: give Deckhand permission to read it, then resume.',
  'watch.diskFull': 'The output folder {dir} is on a full disk ({name} did not fit): make room there, then resume.',
  'watch.diskFullSetApart': 'The output folder {dir} is on a full disk ({name} could not be set apart): make room there, then resume.',
  'watch.fileStopped': '{name}: {reason}',
} as const;

export const libraryWatchMessages = featureMessages(en, {
  es: {
    'library.notSaved': 'No hay ninguna receta guardada llamada «{name}».',
    'library.unreadable': 'No se puede leer la receta {path} ({code}).',
    'library.noSuch': 'No hay ninguna receta llamada «{name}». Recetas: {names}; o indique la ruta de un archivo .json.',
    'watch.already': '{dir} ya está vigilada (con «{recipe}»).',
    'watch.notSetUp': 'Esta carpeta vigilada ya no está configurada.',
    'watch.notThere': 'La carpeta vigilada {dir} no existe.',
    'watch.outputIsWatch': 'La carpeta de salida no puede ser la propia carpeta vigilada.',
    'watch.outputUnwritable': 'No se puede escribir en la carpeta de salida {dir} ({code}).',
    'watch.outputAlias': 'La carpeta de salida {dir} es la propia carpeta vigilada, con otro nombre.',
    'watch.gone': 'La carpeta vigilada {dir} ya no está (se movió, se eliminó o se desmontó).',
    'watch.failed': 'Falló la vigilancia de {dir}: {error}',
    'watch.unexpected': 'El procesamiento de {name} falló de forma inesperada: {error}',
    'watch.unreadable': 'No se puede leer «{name}»: dé permiso a Deckhand para leerlo y luego reanude.',
    'watch.diskFull': 'La carpeta de salida {dir} está en un disco lleno ({name} no cabía): haga sitio allí y luego reanude.',
    'watch.diskFullSetApart':
      'La carpeta de salida {dir} está en un disco lleno (no se pudo apartar {name}): haga sitio allí y luego reanude.',
    'watch.fileStopped': '{name}: {reason}',
  },
  de: {
    'library.notSaved': 'Kein gespeichertes Rezept heißt „{name}“.',
    'library.unreadable': 'Das Rezept {path} kann nicht gelesen werden ({code}).',
    'library.noSuch': 'Kein Rezept heißt „{name}“. Rezepte: {names}; oder geben Sie den Pfad einer .json-Datei an.',
    'watch.already': '{dir} wird schon überwacht (mit „{recipe}“).',
    'watch.notSetUp': 'Dieser überwachte Ordner ist nicht mehr eingerichtet.',
    'watch.notThere': 'Der überwachte Ordner {dir} ist nicht vorhanden.',
    'watch.outputIsWatch': 'Der Ausgabeordner darf nicht der überwachte Ordner selbst sein.',
    'watch.outputUnwritable': 'In den Ausgabeordner {dir} kann nicht geschrieben werden ({code}).',
    'watch.outputAlias': 'Der Ausgabeordner {dir} ist der überwachte Ordner selbst, unter anderem Namen.',
    'watch.gone': 'Der überwachte Ordner {dir} ist verschwunden (verschoben, gelöscht oder ausgehängt).',
    'watch.failed': 'Die Überwachung von {dir} ist fehlgeschlagen: {error}',
    'watch.unexpected': 'Die Verarbeitung von {name} ist unerwartet fehlgeschlagen: {error}',
    'watch.unreadable': '„{name}“ kann nicht gelesen werden: Erlauben Sie Deckhand, die Datei zu lesen, und setzen Sie dann fort.',
    'watch.diskFull':
      'Der Ausgabeordner {dir} liegt auf einem vollen Datenträger ({name} passte nicht mehr): Schaffen Sie dort Platz, und setzen Sie dann fort.',
    'watch.diskFullSetApart':
      'Der Ausgabeordner {dir} liegt auf einem vollen Datenträger ({name} konnte nicht beiseitegelegt werden): Schaffen Sie dort Platz, und setzen Sie dann fort.',
    'watch.fileStopped': '{name}: {reason}',
  },
  fr: {
    'library.notSaved': 'Aucune recette enregistrée ne s’appelle « {name} ».',
    'library.unreadable': 'La recette {path} ne peut pas être lue ({code}).',
    'library.noSuch': 'Aucune recette ne s’appelle « {name} ». Recettes : {names} ; ou indiquez le chemin d’un fichier .json.',
    'watch.already': '{dir} est déjà surveillé (avec « {recipe} »).',
    'watch.notSetUp': 'Ce dossier surveillé n’est plus configuré.',
    'watch.notThere': 'Le dossier surveillé {dir} n’existe pas.',
    'watch.outputIsWatch': 'Le dossier de sortie ne doit pas être le dossier surveillé lui-même.',
    'watch.outputUnwritable': 'Impossible d’écrire dans le dossier de sortie {dir} ({code}).',
    'watch.outputAlias': 'Le dossier de sortie {dir} est le dossier surveillé lui-même, sous un autre nom.',
    'watch.gone': 'Le dossier surveillé {dir} a disparu (déplacé, supprimé ou démonté).',
    'watch.failed': 'La surveillance de {dir} a échoué : {error}',
    'watch.unexpected': 'Le traitement de {name} a échoué de façon inattendue : {error}',
    'watch.unreadable': '« {name} » ne peut pas être lu : autorisez Deckhand à le lire, puis reprenez.',
    'watch.diskFull': 'Le dossier de sortie {dir} est sur un disque plein ({name} n’y tenait pas) : faites-y de la place, puis reprenez.',
    'watch.diskFullSetApart':
      'Le dossier de sortie {dir} est sur un disque plein ({name} n’a pas pu être mis à part) : faites-y de la place, puis reprenez.',
    'watch.fileStopped': '{name} : {reason}',
  },
  ar: {
    'library.notSaved': 'لا توجد وصفة محفوظة باسم «\u2068{name}\u2069».',
    'library.unreadable': 'تتعذر قراءة الوصفة \u2066{path}\u2069 (\u2066{code}\u2069).',
    'library.noSuch': 'لا توجد وصفة باسم «\u2068{name}\u2069». الوصفات: {names}؛ أو أعطِ مسار ملف \u2066.json\u2069.',
    'watch.already': 'المجلد \u2066{dir}\u2069 مراقَب من قبل (بالوصفة «\u2068{recipe}\u2069»).',
    'watch.notSetUp': 'لم يعد هذا المجلد المراقَب مضبوطًا.',
    'watch.notThere': 'المجلد المراقَب \u2066{dir}\u2069 غير موجود.',
    'watch.outputIsWatch': 'لا يجوز أن يكون مجلد الإخراج هو المجلد المراقَب نفسه.',
    'watch.outputUnwritable': 'تتعذر الكتابة في مجلد الإخراج \u2066{dir}\u2069 (\u2066{code}\u2069).',
    'watch.outputAlias': 'مجلد الإخراج \u2066{dir}\u2069 هو المجلد المراقَب نفسه باسم آخر.',
    'watch.gone': 'اختفى المجلد المراقَب \u2066{dir}\u2069 (نُقل أو حُذف أو فُصل).',
    'watch.failed': 'فشلت مراقبة \u2066{dir}\u2069: {error}',
    'watch.unexpected': 'فشلت معالجة «\u2068{name}\u2069» على نحو غير متوقع: {error}',
    'watch.unreadable': 'تتعذر قراءة «\u2068{name}\u2069»: اسمح لـ Deckhand بقراءته، ثم استأنف.',
    'watch.diskFull': 'مجلد الإخراج \u2066{dir}\u2069 على قرص ممتلئ (لم يتسع لـ«\u2068{name}\u2069»): أفرغ مساحة هناك، ثم استأنف.',
    'watch.diskFullSetApart':
      'مجلد الإخراج \u2066{dir}\u2069 على قرص ممتلئ (تعذر وضع «\u2068{name}\u2069» جانبًا): أفرغ مساحة هناك، ثم استأنف.',
    'watch.fileStopped': '\u2068{name}\u2069: {reason}',
  },
});

export type LibraryWatchMessageKey = keyof typeof libraryWatchMessages.en;
