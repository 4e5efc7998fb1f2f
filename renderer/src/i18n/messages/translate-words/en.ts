/** The Translate card's words left untranslated (issue #29), spread into the English catalog. */
export const translateWordsEn = {
  'translate.words.title': '{count, plural, one {# word was} other {# words were}} left untranslated',
  'translate.words.why':
    '(the translator does not know {count, plural, one {it} other {them}}; the glossary can say how {count, plural, one {it is} other {they are}} translated):',
  'translate.words.item':
    '{word}{where, select, slide { — {count, plural, one {slide} other {slides}} {list}} page { — {count, plural, one {page} other {pages}} {list}} sheet { — {count, plural, one {sheet} other {sheets}} {list}} other {}}',
  'translate.words.more': 'and {count, number} more.',
  'translate.words.add': '{count, plural, one {Add it to the glossary} other {Add them to the glossary}}',
  'translate.words.added':
    '{count, plural, one {Added to the glossary above, kept as it is: write its translation there} other {Added to the glossary above, each kept as it is: write their translations there}}, then translate again.',
  'translate.words.full': 'The glossary is full: remove some terms to add these words.',
} as const;

export type TranslateWordsMessages = Readonly<Record<keyof typeof translateWordsEn, string>>;
