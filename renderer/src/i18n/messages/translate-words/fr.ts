import type { TranslateWordsMessages } from './en';

export const translateWordsFr: TranslateWordsMessages = {
  'translate.words.title': '{count, plural, one {# mot est resté non traduit} other {# mots sont restés non traduits}}',
  'translate.words.why':
    '(le traducteur ne {count, plural, one {le connaît} other {les connaît}} pas ; le glossaire peut indiquer comment {count, plural, one {le traduire} other {les traduire}}) :',
  'translate.words.item':
    '{word}{where, select, slide { — {count, plural, one {diapositive} other {diapositives}} {list}} page { — {count, plural, one {page} other {pages}} {list}} sheet { — {count, plural, one {feuille} other {feuilles}} {list}} other {}}',
  'translate.words.more': 'et {count, number} de plus.',
  'translate.words.add': '{count, plural, one {L’ajouter au glossaire} other {Les ajouter au glossaire}}',
  'translate.words.added':
    '{count, plural, one {Ajouté au glossaire ci-dessus, tel quel : écrivez-y sa traduction} other {Ajoutés au glossaire ci-dessus, chacun tel quel : écrivez-y leurs traductions}}, puis traduisez à nouveau.',
  'translate.words.full': 'Le glossaire est plein : retirez quelques termes pour ajouter ces mots.',
};
