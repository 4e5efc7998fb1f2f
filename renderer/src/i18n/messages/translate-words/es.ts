import type { TranslateWordsMessages } from './en';

export const translateWordsEs: TranslateWordsMessages = {
  'translate.words.title': '{count, plural, one {# palabra quedó sin traducir} other {# palabras quedaron sin traducir}}',
  'translate.words.why':
    '(el traductor no {count, plural, one {la conoce} other {las conoce}}; el glosario puede indicar cómo {count, plural, one {se traduce} other {se traducen}}):',
  'translate.words.item':
    '{word}{where, select, slide { — {count, plural, one {diapositiva} other {diapositivas}} {list}} page { — {count, plural, one {página} other {páginas}} {list}} sheet { — {count, plural, one {hoja} other {hojas}} {list}} other {}}',
  'translate.words.more': 'y {count, number} más.',
  'translate.words.add': '{count, plural, one {Añadirla al glosario} other {Añadirlas al glosario}}',
  'translate.words.added':
    '{count, plural, one {Añadida al glosario de arriba, tal como está: escriba allí su traducción} other {Añadidas al glosario de arriba, cada una tal como está: escriba allí sus traducciones}} y vuelva a traducir.',
  'translate.words.full': 'El glosario está lleno: quite algunos términos para añadir estas palabras.',
};
