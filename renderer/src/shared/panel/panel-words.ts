/**
 * A panel's own words in the window's language: its start button, list name, ready hint and heading are catalog
 * keys `panel.<id>.action|list|ready|title|summary`; the definition's English is the fallback and the source (a
 * test holds the two equal). Its files' noun comes from the definition's English singular.
 */
import { translate, translateOr, currentLocale } from '../../i18n/i18n';
import { nounId } from '../../i18n/messages/panels/nouns';
import type { NounId } from '../../i18n/messages/panels/nouns';
import type { Panel } from './panel-definition';

export function panelNoun(panel: Panel): NounId {
  return nounId(panel.fileNoun[0]);
}

export function panelAction(panel: Panel): string {
  return translateOr(`panel.${panel.id}.action`, panel.actionLabel);
}

/**
 * The start button's verb inside a sentence ("Add a deck to merge."): lower case in English, French, Spanish and
 * Arabic; German writes it as a noun ("Zum Zusammenführen …"), so it keeps its capital.
 */
export function panelVerb(panel: Panel): string {
  const action = panelAction(panel);
  const locale = currentLocale();
  if (locale === 'en' || locale === 'en-XA') return action.toLowerCase();
  if (locale === 'de') return action;
  return `${action.charAt(0).toLocaleLowerCase(locale)}${action.slice(1)}`;
}

export function panelReadyHint(panel: Panel): string {
  return panel.readyHint ? translateOr(`panel.${panel.id}.ready`, panel.readyHint) : translate('panel.ready');
}

export function panelListLabel(panel: Panel): string {
  if (panel.listLabel) return translateOr(`panel.${panel.id}.list`, panel.listLabel);
  const label = translate('panel.listLabel', { many: translate(`noun.${panelNoun(panel)}.many`), verb: panelVerb(panel) });
  return `${label.charAt(0).toLocaleUpperCase(currentLocale())}${label.slice(1)}`;
}

export function panelHeading(panel: Panel): { title: string; summary: string } | undefined {
  if (!panel.heading) return undefined;
  return {
    title: translateOr(`panel.${panel.id}.title`, panel.heading.title),
    summary: translateOr(`panel.${panel.id}.summary`, panel.heading.summary),
  };
}
