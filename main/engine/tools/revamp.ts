/**
 * `revamp`: a .pptx on one of the built-in designs — theme colours and fonts replaced, each slide's content placed
 * on the layout it asks for (text that does not fit continues on an inserted slide), notes and order kept; the
 * result is checked by the layout checker against the source (`layoutIssues`). See main/engine/revamp/.
 */
import { parse } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { DEFAULT_DECK_TEMPLATE, findDeckTemplate } from '../../../shared/tools/deck-templates';
import { TRANSLATION_LANGUAGE_CODES } from '../../../shared/tools/languages';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { restyleDeck } from '../revamp/restyle-deck';
import { documentLanguageTag } from '../translation/language-codes';
import { layoutMetadata } from './support/layout-report';
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
    signal: ctx.signal,
    onProgress: (done, total) => ctx.reportProgress((80 * done) / Math.max(1, total)),
  });
  ctx.reportProgress(92);
  const fileName = `${parse(input.name).name} (${template.name}).pptx`;
  const layout = await layoutMetadata({
    deck: path,
    source: input.path,
    label: fileName,
    slideMap: (slide) => report.slideMap[slide - 1] ?? null,
    workDir: ctx.workDir,
    signal: ctx.signal,
  });
  ctx.reportProgress(100);
  return {
    path,
    fileName,
    mimeType: OFFICE_MIME.pptx,
    metadata: {
      slides: report.slides,
      pages: report.slides,
      template: template.id,
      layouts: Object.fromEntries(Object.entries(report.layouts).filter(([, count]) => count > 0)),
      ...(report.continuations ? { continuationSlides: report.continuations } : {}),
      ...(report.problems.length ? { fitProblems: report.problems } : {}),
      ...(lang ? { lang } : {}),
      ...layout,
    },
  };
};

export const engineTool = defineEngineTool({ type: 'revamp', run });
