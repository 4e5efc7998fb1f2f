/**
 * Why Reduce video cannot meet a size for a video's length (shared/tools/video-target.ts), in an edge's language:
 * core refuses it before the upload in the app's language, and the window shows it under the failure's Details.
 * Figures by the language's number format, the size unit as shared/i18n/size-words.ts writes it. English is the
 * engine's sentence, word for word.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { targetRefusalEnglish, type TargetRefusal } from '../tools/video-target';
import type { LocaleCode } from './locales';

type Written = Exclude<LocaleCode, 'en' | 'en-XA'>;

const MESSAGES: Readonly<Record<Written, string>> = {
  es: '{target, number} MB es demasiado poco para los {seconds, number} s de «{name}»: pida al menos {smallest, number} MB{sound, select, yes {, o quite el sonido} other {}}.',
  de: '{target, number} MB sind zu wenig für die {seconds, number} s von „{name}“: Verlangen Sie mindestens {smallest, number} MB{sound, select, yes {, oder lassen Sie den Ton weg} other {}}.',
  fr: '{target, number} Mo, c’est trop peu pour les {seconds, number} s de « {name} » : demandez au moins {smallest, number} Mo{sound, select, yes {, ou retirez le son} other {}}.',
  ar: '{target, number} م.ب أقل مما يلزم لمدة {seconds, number} ث من «\u2068{name}\u2069»: اطلب {smallest, number} م.ب على الأقل{sound, select, yes {، أو احذف الصوت} other {}}.',
};

export function targetRefusalIn(locale: LocaleCode, refusal: TargetRefusal): string {
  if (locale === 'en' || locale === 'en-XA') return targetRefusalEnglish(refusal);
  const format = new IntlMessageFormat(MESSAGES[locale], locale, undefined, { ignoreTag: true });
  return String(
    format.format({
      target: refusal.targetMB,
      seconds: refusal.seconds,
      name: refusal.name,
      smallest: refusal.smallestMB,
      sound: refusal.hasSound ? 'yes' : 'no',
    }),
  );
}
