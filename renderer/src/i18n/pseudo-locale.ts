/** The pseudo-locale is made the same way for the window and the main process: see shared/i18n/pseudo-locale.ts. */
export { pseudoMessage, pseudoResources } from '../../../shared/i18n/pseudo-locale';
