/**
 * The recipe check's problems and the file refusals, in every written locale (issue #32): one catalog for the window
 * (spread into its messages), the command line (spread into its own) and the English the check itself returns. What
 * each message is filled with is in recipe-words.ts; `{tool}` and `{before}` are tools' titles in the same language,
 * `{takes}` and `{makes}` kinds of files (file-kind-messages.ts) or extensions joined as the language joins
 * alternatives. In Arabic, names and extensions are isolated (U+2066/U+2068 … U+2069) so a Latin name keeps its
 * order in a right-to-left line. English is word for word what core and the engine have always said (test/recipes/recipe-words.test.ts).
 */
import { featureMessages } from '../feature-messages';

export const recipeMessages = featureMessages(
  {
    'recipe.step': 'Step {step, number}',
    'recipe.stepTool': 'Step {step, number} ({tool})',
    'recipe.at': '{where}: {problem}',
    'recipe.notOffered': 'the selected backend does not offer this tool.',
    'recipe.unknownTool': 'there is no tool “{type}”. Tools: {known}.',
    'recipe.cannotFollow': '{tool} cannot follow {before}: it takes {takes}, the step before makes {makes}.',
    'recipe.addFiles': 'Add the files to run the recipe on.',
    'recipe.cannotPassGathers': 'files cannot go past this step unchanged: it takes all files at once.',
    'recipe.cannotPassLast': 'files cannot go past this step unchanged: it is the last step.',
    'recipe.fileChain': '“{file}”: {before} makes {makes} of it, which {tool} (step {step, number}) does not take: it takes {takes}.',
    'refusal.longName':
      '“{shown}” has a name of {length, number} characters; file names can have at most {max, number}. Rename the file and send it again.',
    'refusal.type': '“{name}” is not a file {tool} takes: it takes {takes} files, not {extension}.',
    'refusal.typeNoExtension': '“{name}” is not a file {tool} takes: it takes {takes} files, and this name has no extension.',
    'refusal.typeMime': '“{name}” is not a file {tool} takes: it takes files of type {types}.',
    'refusal.sentAs': '“{name}” was sent as {mime}, which {tool} does not take ({types}).',
    'refusal.empty': '“{name}” is empty.',
    'refusal.tooLarge': '“{name}” is {size}; {tool} takes files up to {limit}.',
    'refusal.count': '{tool} {rule}; {given}.',
    'refusal.count.exactly': 'takes exactly {count, plural, one {# file} other {# files}}',
    'refusal.count.exactlyOf': 'takes exactly {count, plural, one {# {kinds} file} other {# {kinds} files}}',
    'refusal.count.atLeast': 'needs at least {count, plural, one {# file} other {# files}}',
    'refusal.count.atLeastOf': 'needs at least {count, plural, one {# {kinds} file} other {# {kinds} files}}',
    'refusal.count.atMost': 'takes at most {count, plural, one {# file} other {# files}}',
    'refusal.count.atMostOf': 'takes at most {count, plural, one {# {kinds} file} other {# {kinds} files}}',
    'refusal.count.between': 'takes {min, number} to {max, number} files',
    'refusal.count.betweenOf': 'takes {min, number} to {max, number} {kinds} files',
    'refusal.count.given': '{count, plural, =0 {none was given} one {# was given} other {# were given}}',
  },
  {
    es: {
      'recipe.step': 'Paso {step, number}',
      'recipe.stepTool': 'Paso {step, number} ({tool})',
      'recipe.at': '{where}: {problem}',
      'recipe.notOffered': 'el servicio elegido no ofrece esta herramienta.',
      'recipe.unknownTool': 'no existe ninguna herramienta «{type}». Herramientas: {known}.',
      'recipe.cannotFollow': '«{tool}» no puede ir después de «{before}»: toma {takes} y el paso anterior produce {makes}.',
      'recipe.addFiles': 'Añada los archivos sobre los que ejecutar la receta.',
      'recipe.cannotPassGathers': 'los archivos no pueden pasar sin cambios por este paso: toma todos los archivos a la vez.',
      'recipe.cannotPassLast': 'los archivos no pueden pasar sin cambios por este paso: es el último paso.',
      'recipe.fileChain': '«{file}»: «{before}» produce a partir de él {makes}, que «{tool}» (paso {step, number}) no toma: toma {takes}.',
      'refusal.longName':
        '«{shown}» tiene un nombre de {length, number} caracteres; un nombre de archivo puede tener como máximo {max, number}. Cambie el nombre del archivo y envíelo de nuevo.',
      'refusal.type': '«{name}» no es un archivo que tome «{tool}»: toma archivos {takes}, no {extension}.',
      'refusal.typeNoExtension': '«{name}» no es un archivo que tome «{tool}»: toma archivos {takes}, y este nombre no tiene extensión.',
      'refusal.typeMime': '«{name}» no es un archivo que tome «{tool}»: toma archivos de tipo {types}.',
      'refusal.sentAs': '«{name}» se envió como {mime}, un tipo que «{tool}» no toma ({types}).',
      'refusal.empty': '«{name}» está vacío.',
      'refusal.tooLarge': '«{name}» ocupa {size}; «{tool}» toma archivos de hasta {limit}.',
      'refusal.count': '«{tool}» {rule}; {given}.',
      'refusal.count.exactly': 'toma exactamente {count, plural, one {# archivo} other {# archivos}}',
      'refusal.count.exactlyOf': 'toma exactamente {count, plural, one {# archivo {kinds}} other {# archivos {kinds}}}',
      'refusal.count.atLeast': 'necesita al menos {count, plural, one {# archivo} other {# archivos}}',
      'refusal.count.atLeastOf': 'necesita al menos {count, plural, one {# archivo {kinds}} other {# archivos {kinds}}}',
      'refusal.count.atMost': 'toma como máximo {count, plural, one {# archivo} other {# archivos}}',
      'refusal.count.atMostOf': 'toma como máximo {count, plural, one {# archivo {kinds}} other {# archivos {kinds}}}',
      'refusal.count.between': 'toma de {min, number} a {max, number} archivos',
      'refusal.count.betweenOf': 'toma de {min, number} a {max, number} archivos {kinds}',
      'refusal.count.given': '{count, plural, =0 {no se dio ninguno} one {se dio #} other {se dieron #}}',
    },
    de: {
      'recipe.step': 'Schritt {step, number}',
      'recipe.stepTool': 'Schritt {step, number} ({tool})',
      'recipe.at': '{where}: {problem}',
      'recipe.notOffered': 'Der gewählte Dienst bietet dieses Werkzeug nicht an.',
      'recipe.unknownTool': 'Es gibt kein Werkzeug „{type}“. Werkzeuge: {known}.',
      'recipe.cannotFollow': '„{tool}“ kann nicht auf „{before}“ folgen: Es nimmt {takes}, der Schritt davor erzeugt {makes}.',
      'recipe.addFiles': 'Fügen Sie die Dateien hinzu, auf die das Rezept angewendet wird.',
      'recipe.cannotPassGathers': 'Dateien können diesen Schritt nicht unverändert überspringen: Er nimmt alle Dateien auf einmal.',
      'recipe.cannotPassLast': 'Dateien können diesen Schritt nicht unverändert überspringen: Es ist der letzte Schritt.',
      'recipe.fileChain':
        '„{file}“: „{before}“ macht daraus {makes}, und das nimmt „{tool}“ (Schritt {step, number}) nicht: Es nimmt {takes}.',
      'refusal.longName':
        '„{shown}“ hat einen Namen aus {length, number} Zeichen; Dateinamen dürfen höchstens {max, number} Zeichen haben. Benennen Sie die Datei um und senden Sie sie erneut.',
      'refusal.type': '„{name}“ ist keine Datei, die „{tool}“ nimmt: Es nimmt Dateien vom Typ {takes}, nicht {extension}.',
      'refusal.typeNoExtension':
        '„{name}“ ist keine Datei, die „{tool}“ nimmt: Es nimmt Dateien vom Typ {takes}, und dieser Name hat keine Endung.',
      'refusal.typeMime': '„{name}“ ist keine Datei, die „{tool}“ nimmt: Es nimmt Dateien vom Typ {types}.',
      'refusal.sentAs': '„{name}“ wurde als {mime} gesendet, und das nimmt „{tool}“ nicht ({types}).',
      'refusal.empty': '„{name}“ ist leer.',
      'refusal.tooLarge': '„{name}“ ist {size} groß; „{tool}“ nimmt Dateien bis {limit}.',
      'refusal.count': '„{tool}“ {rule}; {given}.',
      'refusal.count.exactly': 'nimmt genau {count, plural, one {# Datei} other {# Dateien}}',
      'refusal.count.exactlyOf': 'nimmt genau {count, plural, one {# Datei vom Typ {kinds}} other {# Dateien vom Typ {kinds}}}',
      'refusal.count.atLeast': 'braucht mindestens {count, plural, one {# Datei} other {# Dateien}}',
      'refusal.count.atLeastOf': 'braucht mindestens {count, plural, one {# Datei vom Typ {kinds}} other {# Dateien vom Typ {kinds}}}',
      'refusal.count.atMost': 'nimmt höchstens {count, plural, one {# Datei} other {# Dateien}}',
      'refusal.count.atMostOf': 'nimmt höchstens {count, plural, one {# Datei vom Typ {kinds}} other {# Dateien vom Typ {kinds}}}',
      'refusal.count.between': 'nimmt {min, number} bis {max, number} Dateien',
      'refusal.count.betweenOf': 'nimmt {min, number} bis {max, number} Dateien vom Typ {kinds}',
      'refusal.count.given': '{count, plural, =0 {angegeben wurde keine} one {angegeben wurde #} other {angegeben wurden #}}',
    },
    fr: {
      'recipe.step': 'Étape {step, number}',
      'recipe.stepTool': 'Étape {step, number} ({tool})',
      'recipe.at': '{where} : {problem}',
      'recipe.notOffered': 'le service choisi ne propose pas cet outil.',
      'recipe.unknownTool': 'il n’existe aucun outil « {type} ». Outils : {known}.',
      'recipe.cannotFollow': '« {tool} » ne peut pas suivre « {before} » : il prend {takes}, l’étape précédente produit {makes}.',
      'recipe.addFiles': 'Ajoutez les fichiers sur lesquels lancer la recette.',
      'recipe.cannotPassGathers':
        'les fichiers ne peuvent pas passer cette étape sans changement : elle prend tous les fichiers à la fois.',
      'recipe.cannotPassLast': 'les fichiers ne peuvent pas passer cette étape sans changement : c’est la dernière étape.',
      'recipe.fileChain':
        '« {file} » : « {before} » en fait {makes}, que « {tool} » (étape {step, number}) ne prend pas : il prend {takes}.',
      'refusal.longName':
        '« {shown} » a un nom de {length, number} caractères ; un nom de fichier en compte au plus {max, number}. Renommez le fichier et envoyez-le de nouveau.',
      'refusal.type': '« {name} » n’est pas un fichier que « {tool} » prend : il prend les fichiers {takes}, pas {extension}.',
      'refusal.typeNoExtension':
        '« {name} » n’est pas un fichier que « {tool} » prend : il prend les fichiers {takes}, et ce nom n’a pas d’extension.',
      'refusal.typeMime': '« {name} » n’est pas un fichier que « {tool} » prend : il prend les fichiers de type {types}.',
      'refusal.sentAs': '« {name} » a été envoyé comme {mime}, un type que « {tool} » ne prend pas ({types}).',
      'refusal.empty': '« {name} » est vide.',
      'refusal.tooLarge': '« {name} » fait {size} ; « {tool} » prend des fichiers jusqu’à {limit}.',
      'refusal.count': '« {tool} » {rule} ; {given}.',
      'refusal.count.exactly': 'prend exactement {count, plural, one {# fichier} other {# fichiers}}',
      'refusal.count.exactlyOf': 'prend exactement {count, plural, one {# fichier {kinds}} other {# fichiers {kinds}}}',
      'refusal.count.atLeast': 'demande au moins {count, plural, one {# fichier} other {# fichiers}}',
      'refusal.count.atLeastOf': 'demande au moins {count, plural, one {# fichier {kinds}} other {# fichiers {kinds}}}',
      'refusal.count.atMost': 'prend au plus {count, plural, one {# fichier} other {# fichiers}}',
      'refusal.count.atMostOf': 'prend au plus {count, plural, one {# fichier {kinds}} other {# fichiers {kinds}}}',
      'refusal.count.between': 'prend de {min, number} à {max, number} fichiers',
      'refusal.count.betweenOf': 'prend de {min, number} à {max, number} fichiers {kinds}',
      'refusal.count.given': '{count, plural, =0 {aucun n’a été donné} one {# a été donné} other {# ont été donnés}}',
    },
    ar: {
      'recipe.step': 'الخطوة {step, number}',
      'recipe.stepTool': 'الخطوة {step, number} ({tool})',
      'recipe.at': '{where}: {problem}',
      'recipe.notOffered': 'الخدمة المختارة لا تقدم هذه الأداة.',
      'recipe.unknownTool': 'لا توجد أداة باسم «\u2068{type}\u2069». الأدوات: {known}.',
      'recipe.cannotFollow':
        'لا يمكن أن تأتي «\u2068{tool}\u2069» بعد «\u2068{before}\u2069»: فهي تأخذ {takes}، والخطوة السابقة تُنتج {makes}.',
      'recipe.addFiles': 'أضف الملفات التي ستُشغَّل عليها الوصفة.',
      'recipe.cannotPassGathers': 'لا يمكن أن تمرّ الملفات بهذه الخطوة دون تغيير: فهي تأخذ كل الملفات دفعة واحدة.',
      'recipe.cannotPassLast': 'لا يمكن أن تمرّ الملفات بهذه الخطوة دون تغيير: فهي الخطوة الأخيرة.',
      'recipe.fileChain':
        '«\u2068{file}\u2069»: تُنتج منه «\u2068{before}\u2069» {makes}، ولا تأخذ «\u2068{tool}\u2069» (الخطوة {step, number}) ذلك: فهي تأخذ {takes}.',
      'refusal.longName':
        'اسم «\u2068{shown}\u2069» مؤلف من {length, number} حرفًا، وأقصى طول لاسم الملف {max, number} حرفًا. أعد تسمية الملف ثم أرسله مرة أخرى.',
      'refusal.type': '«\u2068{name}\u2069» ليس ملفًا تأخذه «\u2068{tool}\u2069»: فهي تأخذ ملفات {takes}، لا \u2066{extension}\u2069.',
      'refusal.typeNoExtension':
        '«\u2068{name}\u2069» ليس ملفًا تأخذه «\u2068{tool}\u2069»: فهي تأخذ ملفات {takes}، وليس لهذا الاسم امتداد.',
      'refusal.typeMime': '«\u2068{name}\u2069» ليس ملفًا تأخذه «\u2068{tool}\u2069»: فهي تأخذ ملفات من النوع {types}.',
      'refusal.sentAs': 'أُرسل «\u2068{name}\u2069» بالنوع \u2066{mime}\u2069، وهو نوع لا تأخذه «\u2068{tool}\u2069» ({types}).',
      'refusal.empty': '«\u2068{name}\u2069» فارغ.',
      'refusal.tooLarge': 'حجم «\u2068{name}\u2069» {size}، و«\u2068{tool}\u2069» تأخذ ملفات حتى {limit}.',
      'refusal.count': '«\u2068{tool}\u2069» {rule}، {given}.',
      'refusal.count.exactly': 'تأخذ {count, plural, one {ملفًا واحدًا} two {ملفين} few {# ملفات} many {# ملفًا} other {# ملف}} بالضبط',
      'refusal.count.exactlyOf':
        'تأخذ {count, plural, one {ملفًا واحدًا} two {ملفين} few {# ملفات} many {# ملفًا} other {# ملف}} بالضبط من نوع {kinds}',
      'refusal.count.atLeast': 'تحتاج إلى {count, plural, one {ملف واحد} two {ملفين} few {# ملفات} many {# ملفًا} other {# ملف}} على الأقل',
      'refusal.count.atLeastOf':
        'تحتاج إلى {count, plural, one {ملف واحد} two {ملفين} few {# ملفات} many {# ملفًا} other {# ملف}} على الأقل من نوع {kinds}',
      'refusal.count.atMost': 'تأخذ {count, plural, one {ملفًا واحدًا} two {ملفين} few {# ملفات} many {# ملفًا} other {# ملف}} على الأكثر',
      'refusal.count.atMostOf':
        'تأخذ {count, plural, one {ملفًا واحدًا} two {ملفين} few {# ملفات} many {# ملفًا} other {# ملف}} على الأكثر من نوع {kinds}',
      'refusal.count.between': 'تأخذ من {min, number} إلى {max, number} ملفات',
      'refusal.count.betweenOf': 'تأخذ من {min, number} إلى {max, number} ملفات من نوع {kinds}',
      'refusal.count.given':
        '{count, plural, =0 {ولم يُعطَ أي ملف} one {وأُعطي ملف واحد} two {وأُعطي ملفان} few {وأُعطيت # ملفات} many {وأُعطي # ملفًا} other {وأُعطي # ملف}}',
    },
  },
);

export type RecipeMessageKey = keyof typeof recipeMessages.en;
