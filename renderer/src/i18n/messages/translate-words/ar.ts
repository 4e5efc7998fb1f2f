import type { TranslateWordsMessages } from './en';

export const translateWordsAr: TranslateWordsMessages = {
  'translate.words.title':
    '{count, plural, zero {لم تبقَ أي كلمة دون ترجمة} one {بقيت كلمة واحدة دون ترجمة} two {بقيت كلمتان دون ترجمة} few {بقيت # كلمات دون ترجمة} many {بقيت # كلمة دون ترجمة} other {بقيت # كلمة دون ترجمة}}',
  'translate.words.why':
    '(لا يعرف المترجم {count, plural, one {هذه الكلمة} other {هذه الكلمات}}؛ ويمكن أن يحدد المسرد كيف {count, plural, one {تُترجم} other {تُترجم}}):',
  'translate.words.item':
    '{word}{where, select, slide { — {count, plural, one {الشريحة} other {الشرائح}} {list}} page { — {count, plural, one {الصفحة} other {الصفحات}} {list}} sheet { — {count, plural, one {الورقة} other {الأوراق}} {list}} other {}}',
  'translate.words.more': 'و{count, number} غيرها.',
  'translate.words.add': '{count, plural, one {إضافتها إلى المسرد} other {إضافتها كلها إلى المسرد}}',
  'translate.words.added':
    '{count, plural, one {أُضيفت إلى المسرد أعلاه كما هي: اكتب ترجمتها هناك} other {أُضيفت إلى المسرد أعلاه كما هي: اكتب ترجماتها هناك}} ثم أعد الترجمة.',
  'translate.words.full': 'المسرد ممتلئ: احذف بعض المصطلحات لإضافة هذه الكلمات.',
};
