/**
 * `translation`: a .pptx, .docx or .xlsx comes back in the target language with its layout and run formatting;
 * a PDF's text layer comes back as a .docx. The provider is the one the task names, else the one Settings
 * prefers, else the first that has the pair (an installed Apertium pair first). See main/engine/translation/.
 */
import { extname, parse } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { RIGHT_TO_LEFT_LANGUAGES, languageName } from '../../../shared/tools/languages';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { findApertium } from '../translation/apertium';
import { openDocument, translatableKind } from '../translation/documents/open-document';
import { documentLanguageTag } from '../translation/language-codes';
import { detectLanguage } from '../../../shared/tools/language-detect';
import { ProviderRegistry } from '../translation/provider-registry';
import { translateUnits } from '../translation/unit-translator';
import { untranslatedWords } from '../translation/untranslated-words';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';
import { writeFittedDeck } from './support/translation-fit-loop';

type Params = ParamsOf<'translation'>;

export const run: ToolRun<Params> = async (ctx) => {
  const { params } = ctx;
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_file', 'No file to translate.');
  const kind = translatableKind(input.name);
  const style = { lang: documentLanguageTag(params.to), rtl: RIGHT_TO_LEFT_LANGUAGES.has(params.to), to: params.to };
  const registry = new ProviderRegistry(ctx.providers ?? {}, await findApertium());
  ctx.reportProgress(1);
  const doc = await openDocument(kind, input, style, ctx.workDir, ctx.signal);
  try {
    const detected = params.from === 'auto' ? detectLanguage(doc.plan.sampleText()) : null;
    const from = params.from === 'auto' ? (detected ?? 'auto') : params.from;
    if (from === params.to) {
      throw new ToolError('invalid_parameter', `“${input.name}” is already in ${languageName(params.to)}: choose another target language.`);
    }
    const choice = await registry.choose(params.provider, from, params.to);
    if (!choice.provider) {
      // A detected language the providers lack: say what was found, once, and what to do.
      const refusal = detected
        ? `“${input.name}” is in ${languageName(detected)}, and no translation provider here can translate ${languageName(detected)} into ${languageName(params.to)}: choose the source language yourself, install an Apertium pair for it, or set up an OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.`
        : choice.refusal;
      throw new ToolError('tool_unavailable', refusal);
    }
    const provider = choice.provider;
    if (from === 'auto' && !provider.detectsLanguage) {
      throw new ToolError(
        'language_unknown',
        `The language of “${input.name}” could not be recognised: choose the source language instead of “auto”.`,
      );
    }
    const model = params.model ?? 'Standard';
    ctx.reportProgress(5);
    const translation = await translateUnits(doc.plan.units, {
      provider,
      from,
      to: params.to,
      model,
      glossary: params.useGlossary === false ? [] : (params.glossary ?? []),
      signal: ctx.signal,
      onProgress: (done, total) => ctx.reportProgress(5 + (85 * done) / Math.max(1, total)),
    });
    doc.plan.apply(translation.pieces);
    const missed = untranslatedWords(translation.untranslated, doc.plan.places, doc.plan.placeKind);
    const extension = kind === 'pdf' ? '.docx' : extname(input.name).toLowerCase();
    const fileName = `${parse(input.name).name}.${params.to}${extension}`;
    const outPath = `${ctx.workDir}/translated${extension}`;
    ctx.reportProgress(92);
    let layout = {};
    let unfit = doc.fitProblems?.() ?? [];
    if (kind === 'pptx') {
      // The fit is checked on the output's render and fitted again where the check finds something (92 → 99 %).
      const fitted = await writeFittedDeck(doc, {
        outPath,
        source: input.path,
        label: fileName,
        workDir: ctx.workDir,
        signal: ctx.signal,
        onRound: (round) => ctx.reportProgress(Math.min(99, 94 + round)),
      });
      layout = fitted.layout;
      unfit = fitted.unfit;
    } else await doc.write(outPath);
    ctx.reportProgress(100);
    return {
      path: outPath,
      fileName,
      mimeType: OFFICE_MIME[extension.slice(1) as 'pptx' | 'docx' | 'xlsx'],
      metadata: {
        from,
        to: params.to,
        ...(detected ? { detectedFrom: detected } : {}),
        provider: provider.id,
        engine: provider.describe({ from, to: params.to, model }),
        model,
        pages: doc.pages,
        paragraphs: doc.plan.paragraphs,
        lines: doc.plan.units.length,
        untranslatedLines: translation.kept,
        repeatedLines: translation.reused,
        untranslatedWordCount: missed.distinct,
        untranslatedWords: missed.words,
        ...(kind === 'pptx' ? { unfitShapes: unfit } : {}),
        ...layout,
        ...(kind === 'pdf'
          ? { outputFormat: 'docx', note: 'A PDF is translated into a Word document (.docx) holding its text, page by page.' }
          : {}),
      },
    };
  } finally {
    doc.close();
  }
};

export const engineTool = defineEngineTool({ type: 'translation', run });
