/**
 * `generation` (Create): a deck on one of the built-in designs. A Markdown or plain-text outline — the input text,
 * or a reference file — becomes slides as written, with no model; otherwise, or when asked, the chat model set
 * up in Settings proposes the outline and the slide text first. See main/engine/generation/.
 */
import type { ParamsOf } from '../../../shared/tools/catalog';
import { DEFAULT_DECK_TEMPLATE, findDeckTemplate } from '../../../shared/tools/deck-templates';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { slideText, type DeckOutline } from '../generation/deck-outline';
import { writeDeck } from '../generation/deck-writer';
import { modelOutline } from '../generation/model-outline';
import { looksLikeOutline, parseMarkdownOutline, plainTextToMarkdown } from '../generation/outline-parser';
import { readReference } from '../generation/reference-text';
import { ChatClient } from '../lib/remote/chat-client';
import { documentLanguageTag } from '../translation/language-codes';
import { detectLanguage } from '../translation/language-detect';
import { safeFileName } from '../../../shared/file-names';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

type Params = ParamsOf<'generation'>;

function fileNameFor(title: string): string {
  return `${safeFileName(title, 'Presentation', { replacement: ' ', maxLength: 80 })}.pptx`;
}

function outlineFromText(text: string, fallbackTitle: string): DeckOutline {
  const markdown = /^\s*#{1,6}\s/m.test(text) || /^\s*[-*+]\s/m.test(text) ? text : plainTextToMarkdown(text);
  return parseMarkdownOutline(markdown, fallbackTitle);
}

export const run: ToolRun<Params> = async (ctx) => {
  const { params } = ctx;
  const template = findDeckTemplate(params.template ?? DEFAULT_DECK_TEMPLATE);
  if (!template) throw new ToolError('invalid_parameter', `There is no design "${params.template}".`);
  const references = [];
  for (const input of ctx.inputs) references.push(await readReference(input, ctx.workDir, ctx.signal));
  ctx.reportProgress(10);

  const chat = ctx.providers?.openai ? new ChatClient(ctx.providers.openai) : null;
  const topic = params.inputText.trim();
  const outlineGiven = looksLikeOutline(topic) || references.some((reference) => reference.structured);
  const useModel = params.useModel ?? (chat !== null && !outlineGiven);
  if (useModel && !chat) {
    throw new ToolError(
      'tool_unavailable',
      'No chat model is set up to write the outline: set up an OpenAI-compatible endpoint (such as Ollama) in Settings, or give an outline in Markdown.',
    );
  }
  let outline: DeckOutline;
  if (useModel && chat) {
    outline = await modelOutline(chat, {
      topic,
      references,
      pageCount: params.pageCount,
      audience: params.audience,
      intent: params.intent,
      author: params.author,
      tier: params.advancedModel && !params.fastMode ? 'Pro' : 'Standard',
      signal: ctx.signal,
    });
  } else if (looksLikeOutline(topic) || !references.some((reference) => reference.structured)) {
    outline = outlineFromText(
      [topic, ...references.map((reference) => reference.text)].join('\n\n'),
      topic.split('\n')[0] ?? 'Presentation',
    );
  } else {
    // A short topic over an outline file: the topic titles the deck unless the file has its own title.
    const reference = references.find((entry) => entry.structured)!;
    const text = /^#\s/m.test(reference.text) || topic.length > 120 ? reference.text : `# ${topic}\n\n${reference.text}`;
    outline = outlineFromText(text, topic);
  }
  if (outline.slides.length === 0)
    throw new ToolError('invalid_parameter', 'The text gives no slides: write at least a heading or a few lines.');
  ctx.reportProgress(70);

  const language = detectLanguage(outline.slides.flatMap(slideText).join('\n'));
  const path = `${ctx.workDir}/generated.pptx`;
  await writeDeck(path, outline, { template, lang: documentLanguageTag(language ?? 'en'), author: params.author });
  ctx.reportProgress(100);
  return {
    path,
    fileName: fileNameFor(outline.title),
    mimeType: OFFICE_MIME.pptx,
    metadata: {
      slides: outline.slides.length,
      pages: outline.slides.length,
      title: outline.title,
      template: template.id,
      planner: useModel ? 'model' : 'outline',
      ...(useModel && chat ? { model: chat.model(params.advancedModel && !params.fastMode ? 'Pro' : 'Standard') } : {}),
      ...(params.pageCount && params.pageCount !== outline.slides.length ? { requestedPages: params.pageCount } : {}),
    },
  };
};

export const engineTool = defineEngineTool({ type: 'generation', run });
