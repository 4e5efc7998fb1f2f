import { featureMessages } from './define';

/** The dialog that asks which tool takes a drop several panels accept. */
export const toolChooser = featureMessages(
  {
    'chooser.titleOne': 'What should Deckhand do with “{name}”?',
    'chooser.titleMany': 'What should Deckhand do with these {count, number} files?',
  },
  {
    es: {
      'chooser.titleOne': '¿Qué debe hacer Deckhand con «{name}»?',
      'chooser.titleMany': '¿Qué debe hacer Deckhand con estos {count, number} archivos?',
    },
    de: {
      'chooser.titleOne': 'Was soll Deckhand mit „{name}“ tun?',
      'chooser.titleMany': 'Was soll Deckhand mit diesen {count, number} Dateien tun?',
    },
    fr: {
      'chooser.titleOne': 'Que doit faire Deckhand de « {name} » ?',
      'chooser.titleMany': 'Que doit faire Deckhand de ces {count, number} fichiers ?',
    },
    ar: {
      'chooser.titleOne': 'ماذا يفعل Deckhand بالملف «{name}»؟',
      'chooser.titleMany': 'ماذا يفعل Deckhand بهذه الملفات ({count, number})؟',
    },
  },
);
