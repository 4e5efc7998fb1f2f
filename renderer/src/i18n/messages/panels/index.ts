/**
 * The panels' messages (issue #32), one module per area, spread into each locale's catalog. A new area = a module
 * here, in every locale's line below (a locale missing one fails the typecheck through `Messages`).
 */
import { automations } from './automations';
import { app } from './app';
import { common } from './common';
import { createForm } from './create-form';
import { countedLines } from './counted-lines';
import { deckTools } from './deck-tools';
import { designWords } from './design-words';
import { fonts } from './fonts';
import { history } from './history';
import { layoutFindings } from './layout-findings';
import { unavailableMessages } from '../../../../../shared/i18n/unavailable-messages';
import { failureReasonMessages } from '../../../../../shared/i18n/failure-reason-messages';
import { paramProblemMessages } from '../../../../../shared/i18n/param-problem-messages';
import { media } from './media';
import { nouns } from './nouns';
import { notices } from './notices';
import { panelTexts } from './panel-texts';
import { paramsFiles } from './params-files';
import { paramsPdfMarks } from './params-pdf-marks';
import { paramsPdfPages } from './params-pdf-pages';
import { pdfPanels } from './pdf-panels';
import { results } from './results';
import { settings } from './settings';
import { shell } from './shell';
import { tasks } from './tasks';
import { toolSummariesDecks } from './tool-summaries-decks';
import { toolSummariesFiles } from './tool-summaries-files';
import { toolTitles } from '../../../../../shared/i18n/tool-titles';
import { fileKindMessages } from '../../../../../shared/i18n/recipes/file-kind-messages';
import { recipeMessages } from '../../../../../shared/i18n/recipes/recipe-messages';
import { libraryWatchMessages } from '../../../../../shared/i18n/recipes/library-watch-messages';
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
  ...designWords.en,
  ...fonts.en,
  ...media.en,
  ...history.en,
  ...translatePanel.en,
  ...automations.en,
  ...createForm.en,
  ...app.en,
  ...settings.en,
  ...translationProviders.en,
  ...toolTitles.en,
  ...recipeMessages.en,
  ...libraryWatchMessages.en,
  ...fileKindMessages.en,
  ...countedLines.en,
  ...paramsFiles.en,
  ...paramsPdfPages.en,
  ...paramsPdfMarks.en,
  ...toolSummariesDecks.en,
  ...toolSummariesFiles.en,
  ...pdfPanels.en,
  ...notices.en,
  ...layoutFindings.en,
  ...unavailableMessages.en,
  ...failureReasonMessages.en,
  ...paramProblemMessages.en,
};
export const panelsEs = {
  ...common.es,
  ...nouns.es,
  ...shell.es,
  ...tasks.es,
  ...panelTexts.es,
  ...results.es,
  ...deckTools.es,
  ...designWords.es,
  ...fonts.es,
  ...media.es,
  ...history.es,
  ...translatePanel.es,
  ...automations.es,
  ...createForm.es,
  ...app.es,
  ...settings.es,
  ...translationProviders.es,
  ...toolTitles.es,
  ...recipeMessages.es,
  ...libraryWatchMessages.es,
  ...fileKindMessages.es,
  ...countedLines.es,
  ...paramsFiles.es,
  ...paramsPdfPages.es,
  ...paramsPdfMarks.es,
  ...toolSummariesDecks.es,
  ...toolSummariesFiles.es,
  ...pdfPanels.es,
  ...notices.es,
  ...layoutFindings.es,
  ...unavailableMessages.es,
  ...failureReasonMessages.es,
  ...paramProblemMessages.es,
};
export const panelsDe = {
  ...common.de,
  ...nouns.de,
  ...shell.de,
  ...tasks.de,
  ...panelTexts.de,
  ...results.de,
  ...deckTools.de,
  ...designWords.de,
  ...fonts.de,
  ...media.de,
  ...history.de,
  ...translatePanel.de,
  ...automations.de,
  ...createForm.de,
  ...app.de,
  ...settings.de,
  ...translationProviders.de,
  ...toolTitles.de,
  ...recipeMessages.de,
  ...libraryWatchMessages.de,
  ...fileKindMessages.de,
  ...countedLines.de,
  ...paramsFiles.de,
  ...paramsPdfPages.de,
  ...paramsPdfMarks.de,
  ...toolSummariesDecks.de,
  ...toolSummariesFiles.de,
  ...pdfPanels.de,
  ...notices.de,
  ...layoutFindings.de,
  ...unavailableMessages.de,
  ...failureReasonMessages.de,
  ...paramProblemMessages.de,
};
export const panelsFr = {
  ...common.fr,
  ...nouns.fr,
  ...shell.fr,
  ...tasks.fr,
  ...panelTexts.fr,
  ...results.fr,
  ...deckTools.fr,
  ...designWords.fr,
  ...fonts.fr,
  ...media.fr,
  ...history.fr,
  ...translatePanel.fr,
  ...automations.fr,
  ...createForm.fr,
  ...app.fr,
  ...settings.fr,
  ...translationProviders.fr,
  ...toolTitles.fr,
  ...recipeMessages.fr,
  ...libraryWatchMessages.fr,
  ...fileKindMessages.fr,
  ...countedLines.fr,
  ...paramsFiles.fr,
  ...paramsPdfPages.fr,
  ...paramsPdfMarks.fr,
  ...toolSummariesDecks.fr,
  ...toolSummariesFiles.fr,
  ...pdfPanels.fr,
  ...notices.fr,
  ...layoutFindings.fr,
  ...unavailableMessages.fr,
  ...failureReasonMessages.fr,
  ...paramProblemMessages.fr,
};
export const panelsAr = {
  ...common.ar,
  ...nouns.ar,
  ...shell.ar,
  ...tasks.ar,
  ...panelTexts.ar,
  ...results.ar,
  ...deckTools.ar,
  ...designWords.ar,
  ...fonts.ar,
  ...media.ar,
  ...history.ar,
  ...translatePanel.ar,
  ...automations.ar,
  ...createForm.ar,
  ...app.ar,
  ...settings.ar,
  ...translationProviders.ar,
  ...toolTitles.ar,
  ...recipeMessages.ar,
  ...libraryWatchMessages.ar,
  ...fileKindMessages.ar,
  ...countedLines.ar,
  ...paramsFiles.ar,
  ...paramsPdfPages.ar,
  ...paramsPdfMarks.ar,
  ...toolSummariesDecks.ar,
  ...toolSummariesFiles.ar,
  ...pdfPanels.ar,
  ...notices.ar,
  ...layoutFindings.ar,
  ...unavailableMessages.ar,
  ...failureReasonMessages.ar,
  ...paramProblemMessages.ar,
};
