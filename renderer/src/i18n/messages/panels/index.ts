/**
 * The panels' messages (issue #32), one module per area, spread into each locale's catalog. A new area = a module
 * here, in every locale's line below (a locale missing one fails the typecheck through `Messages`).
 */
import { common } from './common';
import { deckTools } from './deck-tools';
import { history } from './history';
import { media } from './media';
import { nouns } from './nouns';
import { panelTexts } from './panel-texts';
import { pdfPanels } from './pdf-panels';
import { results } from './results';
import { shell } from './shell';
import { tasks } from './tasks';
import { translatePanel } from './translate-panel';

export const panelsEn = {
  ...common.en,
  ...nouns.en,
  ...shell.en,
  ...tasks.en,
  ...panelTexts.en,
  ...results.en,
  ...deckTools.en,
  ...media.en,
  ...history.en,
  ...translatePanel.en,
  ...pdfPanels.en,
};
export const panelsEs = {
  ...common.es,
  ...nouns.es,
  ...shell.es,
  ...tasks.es,
  ...panelTexts.es,
  ...results.es,
  ...deckTools.es,
  ...media.es,
  ...history.es,
  ...translatePanel.es,
  ...pdfPanels.es,
};
export const panelsDe = {
  ...common.de,
  ...nouns.de,
  ...shell.de,
  ...tasks.de,
  ...panelTexts.de,
  ...results.de,
  ...deckTools.de,
  ...media.de,
  ...history.de,
  ...translatePanel.de,
  ...pdfPanels.de,
};
export const panelsFr = {
  ...common.fr,
  ...nouns.fr,
  ...shell.fr,
  ...tasks.fr,
  ...panelTexts.fr,
  ...results.fr,
  ...deckTools.fr,
  ...media.fr,
  ...history.fr,
  ...translatePanel.fr,
  ...pdfPanels.fr,
};
export const panelsAr = {
  ...common.ar,
  ...nouns.ar,
  ...shell.ar,
  ...tasks.ar,
  ...panelTexts.ar,
  ...results.ar,
  ...deckTools.ar,
  ...media.ar,
  ...history.ar,
  ...translatePanel.ar,
  ...pdfPanels.ar,
};
