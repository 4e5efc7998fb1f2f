import { featureMessages } from './define';

/** The window's frame: the drop target, the start-up failure, the cloud chip and the "which tool?" dialog. */
export const app = featureMessages(
  {
    'app.drop.recipe': 'Drop files to run the recipe on them',
    'app.drop.panel': 'Drop files to add them to {panel}',
    'app.drop.any': 'Drop files to open them in the right tool',
    'app.drop.noToolOne': 'No tool here takes {name}.',
    'app.drop.noToolMany': 'No one tool here takes all of {names}; drop them on the panel they belong to.',
    'app.unreachable.title': 'Deckhand cannot reach its engine',
    'app.unreachable.hint':
      'In a browser, open the exact address that {command} printed (it carries a {token}); in the desktop app, restart Deckhand.',
    'app.cloud.unreachable': 'DeckFlow cloud unreachable',
    'app.cloud.checking': 'Checking…',
    'app.cloud.check': 'Check again',
    'app.chooser.titleOne': 'What should Deckhand do with “{name}”?',
    'app.chooser.titleMany': 'What should Deckhand do with these {count, number} files?',
  },
  {
    es: {
      'app.drop.recipe': 'Suelte archivos para aplicarles la receta',
      'app.drop.panel': 'Suelte archivos para añadirlos a {panel}',
      'app.drop.any': 'Suelte archivos para abrirlos en la herramienta adecuada',
      'app.drop.noToolOne': 'Ninguna herramienta de aquí admite {name}.',
      'app.drop.noToolMany': 'Ninguna herramienta de aquí admite a la vez {names}; suéltelos en el panel al que correspondan.',
      'app.unreachable.title': 'Deckhand no puede comunicarse con su motor',
      'app.unreachable.hint':
        'En un navegador, abra exactamente la dirección que mostró {command} (lleva un {token}); en la aplicación de escritorio, reinicie Deckhand.',
      'app.cloud.unreachable': 'No se puede acceder a la nube de DeckFlow',
      'app.cloud.checking': 'Comprobando…',
      'app.cloud.check': 'Volver a comprobar',
      'app.chooser.titleOne': '¿Qué debe hacer Deckhand con «{name}»?',
      'app.chooser.titleMany': '¿Qué debe hacer Deckhand con estos {count, number} archivos?',
    },
    de: {
      'app.drop.recipe': 'Dateien hier ablegen, um das Rezept auf sie anzuwenden',
      'app.drop.panel': 'Dateien hier ablegen, um sie zu {panel} hinzuzufügen',
      'app.drop.any': 'Dateien hier ablegen, um sie im passenden Werkzeug zu öffnen',
      'app.drop.noToolOne': 'Kein Werkzeug hier nimmt {name} an.',
      'app.drop.noToolMany': 'Kein einzelnes Werkzeug hier nimmt {names} zusammen an; legen Sie sie im jeweils passenden Bereich ab.',
      'app.unreachable.title': 'Deckhand erreicht seine Engine nicht',
      'app.unreachable.hint':
        'Öffnen Sie im Browser genau die Adresse, die {command} ausgegeben hat (sie enthält ein {token}); starten Sie in der Desktop-App Deckhand neu.',
      'app.cloud.unreachable': 'DeckFlow-Cloud nicht erreichbar',
      'app.cloud.checking': 'Wird geprüft…',
      'app.cloud.check': 'Erneut prüfen',
      'app.chooser.titleOne': 'Was soll Deckhand mit „{name}“ tun?',
      'app.chooser.titleMany': 'Was soll Deckhand mit diesen {count, number} Dateien tun?',
    },
    fr: {
      'app.drop.recipe': 'Déposez des fichiers pour leur appliquer la recette',
      'app.drop.panel': 'Déposez des fichiers pour les ajouter à {panel}',
      'app.drop.any': 'Déposez des fichiers pour les ouvrir dans le bon outil',
      'app.drop.noToolOne': 'Aucun outil ici n’accepte {name}.',
      'app.drop.noToolMany': 'Aucun outil ici n’accepte à la fois {names} ; déposez-les sur le panneau auquel ils sont destinés.',
      'app.unreachable.title': 'Deckhand ne parvient pas à joindre son moteur',
      'app.unreachable.hint':
        'Dans un navigateur, ouvrez exactement l’adresse affichée par {command} (elle contient un {token}) ; dans l’application de bureau, relancez Deckhand.',
      'app.cloud.unreachable': 'Cloud DeckFlow injoignable',
      'app.cloud.checking': 'Vérification…',
      'app.cloud.check': 'Vérifier à nouveau',
      'app.chooser.titleOne': 'Que doit faire Deckhand de « {name} » ?',
      'app.chooser.titleMany': 'Que doit faire Deckhand de ces {count, number} fichiers ?',
    },
    ar: {
      'app.drop.recipe': 'أفلت الملفات هنا لتطبيق الوصفة عليها',
      'app.drop.panel': 'أفلت الملفات هنا لإضافتها إلى {panel}',
      'app.drop.any': 'أفلت الملفات هنا لفتحها في الأداة المناسبة',
      'app.drop.noToolOne': 'لا توجد أداة هنا تقبل \u2066{name}\u2069.',
      'app.drop.noToolMany': 'لا توجد أداة واحدة هنا تقبل كل هذه الملفات: {names}، فأفلت كلًّا منها على اللوحة التي تخصه.',
      'app.unreachable.title': 'لا يستطيع Deckhand الوصول إلى محركه',
      'app.unreachable.hint': 'في المتصفح، افتح العنوان نفسه الذي طبعه {command} (وفيه {token})، وفي تطبيق سطح المكتب أعد تشغيل Deckhand.',
      'app.cloud.unreachable': 'تعذّر الوصول إلى سحابة DeckFlow',
      'app.cloud.checking': 'جارٍ التحقق…',
      'app.cloud.check': 'التحقق مجددًا',
      'app.chooser.titleOne': 'ماذا يفعل Deckhand بالملف «\u2066{name}\u2069»؟',
      'app.chooser.titleMany':
        'ماذا يفعل Deckhand {count, plural, two {بهذين الملفين} few {بهذه الملفات الـ{count, number}} other {بهذه الملفات الـ{count, number}}}؟',
    },
  },
);
