/** The feature-catalog shape lives in shared/i18n, where catalogs main and the command line read too are kept. */
export { featureMessages } from '../../../../../shared/i18n/feature-messages';
export type { FeatureMessages, Translations } from '../../../../../shared/i18n/feature-messages';
