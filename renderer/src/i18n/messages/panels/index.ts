/**
 * The panels' messages (issue #32), one module per area, spread into each locale's catalog. A new area = a module
 * here, in every locale's line below (a locale missing one fails the typecheck through `Messages`).
 */
import { automations } from './automations';
import { app } from './app';
import { common } from './common';
import { createForm } from './create-form';
import { deckTools } from './deck-tools';
import { history } from './history';
import { media } from './media';
import { nouns } from './nouns';
import { panelTexts } from './panel-texts';
import { results } from './results';
import { settings } from './settings';
import { shell } from './shell';
import { tasks } from './tasks';
import { translatePanel } from './translate-panel';
import { translationProviders } from './translation-providers';

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
  ...automations.en,
  ...createForm.en,
  ...app.en,
  ...settings.en,
  ...translationProviders.en,
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
  ...automations.es,
  ...createForm.es,
  ...app.es,
  ...settings.es,
  ...translationProviders.es,
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
  ...automations.de,
  ...createForm.de,
  ...app.de,
  ...settings.de,
  ...translationProviders.de,
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
  ...automations.fr,
  ...createForm.fr,
  ...app.fr,
  ...settings.fr,
  ...translationProviders.fr,
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
  ...automations.ar,
  ...createForm.ar,
  ...app.ar,
  ...settings.ar,
  ...translationProviders.ar,
};
