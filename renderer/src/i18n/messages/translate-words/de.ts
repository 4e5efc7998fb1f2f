import type { TranslateWordsMessages } from './en';

export const translateWordsDe: TranslateWordsMessages = {
  'translate.words.title': '{count, plural, one {# Wort blieb unübersetzt} other {# Wörter blieben unübersetzt}}',
  'translate.words.why':
    '(der Übersetzer kennt {count, plural, one {es} other {sie}} nicht; im Glossar lässt sich festlegen, wie {count, plural, one {es} other {sie}} übersetzt {count, plural, one {wird} other {werden}}):',
  'translate.words.item':
    '{word}{where, select, slide { — {count, plural, one {Folie} other {Folien}} {list}} page { — {count, plural, one {Seite} other {Seiten}} {list}} sheet { — {count, plural, one {Blatt} other {Blätter}} {list}} other {}}',
  'translate.words.more': 'und {count, number} weitere.',
  'translate.words.add': '{count, plural, one {Ins Glossar aufnehmen} other {Alle ins Glossar aufnehmen}}',
  'translate.words.added':
    '{count, plural, one {Oben ins Glossar aufgenommen, vorerst unverändert: tragen Sie dort die Übersetzung ein} other {Oben ins Glossar aufgenommen, vorerst unverändert: tragen Sie dort die Übersetzungen ein}} und übersetzen Sie erneut.',
  'translate.words.full': 'Das Glossar ist voll: entfernen Sie einige Begriffe, um diese Wörter aufzunehmen.',
};
