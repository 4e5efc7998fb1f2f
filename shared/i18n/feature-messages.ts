/**
 * A feature's messages in one module: English, the source, and each written locale typed to hold exactly English's
 * keys, so a key missing from any of them fails the typecheck at the feature rather than in the big catalogs.
 */
export type Translations<T> = Readonly<Record<keyof T, string>>;

export interface FeatureMessages<T> {
  en: T;
  es: Translations<T>;
  de: Translations<T>;
  fr: Translations<T>;
  ar: Translations<T>;
}

export function featureMessages<const T extends Readonly<Record<string, string>>>(
  en: T,
  others: Omit<FeatureMessages<T>, 'en'>,
): FeatureMessages<T> {
  return { en, ...others };
}
