/**
 * `revamp`: a .pptx on one of the built-in designs — theme colours and fonts replaced, slides moved to the
 * design's layouts by their placeholder types, content, notes and order kept. See main/engine/revamp/.
 */
import { parse } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { DEFAULT_DECK_TEMPLATE, findDeckTemplate } from '../../../shared/tools/deck-templates';
import { TRANSLATION_LANGUAGE_CODES } from '../../../shared/tools/languages';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { restyleDeck } from '../revamp/restyle-deck';
import { documentLanguageTag } from '../translation/language-codes';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

type Params = ParamsOf<'revamp'>;

/** DeckFlow's code or a BCP 47 tag as given; anything else is not a language. */
function languageTag(lang: string | undefined): string | undefined {
  const value = lang?.trim();
  if (!value) return undefined;
  if ((TRANSLATION_LANGUAGE_CODES as readonly string[]).includes(value)) return documentLanguageTag(value);
  if (/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value)) return value;
  throw new ToolError('invalid_parameter', `lang "${value}" is not a language code such as en or fr-FR.`);
}

export const run: ToolRun<Params> = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_file', 'No deck to revamp.');
  if (!/\.pptx$/i.test(input.name)) {
    throw new ToolError('unsupported_format', `“${input.name}”: the local engine revamps .pptx decks; convert it to .pptx first.`);
  }
  const template = findDeckTemplate(ctx.params.template ?? DEFAULT_DECK_TEMPLATE);
  if (!template) throw new ToolError('invalid_parameter', `There is no design "${ctx.params.template}".`);
  const lang = languageTag(ctx.params.lang);
  const path = `${ctx.workDir}/revamped.pptx`;
  const report = await restyleDeck(input.path, input.name, path, {
    template,
    lang,
    onProgress: (done, total) => ctx.reportProgress((90 * done) / Math.max(1, total)),
  });
  ctx.reportProgress(100);
  return {
    path,
    fileName: `${parse(input.name).name} (${template.name}).pptx`,
    mimeType: OFFICE_MIME.pptx,
    metadata: { slides: report.slides, pages: report.slides, template: template.id, layouts: report.layouts, ...(lang ? { lang } : {}) },
  };
};

export const engineTool = defineEngineTool({ type: 'revamp', run });
