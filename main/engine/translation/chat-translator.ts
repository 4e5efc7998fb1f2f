/**
 * Translation through a chat model: a batch of fragments goes out as a JSON array and must come back as an array
 * of the same length. A model that answers with the wrong count or no JSON gets the batch again in halves, down to
 * single fragments, so one confused answer costs a few calls rather than the task.
 */
import { languageName } from '../../../shared/tools/languages';
import { ToolError } from '../lib/errors/tool-error';
import type { ChatClient } from '../lib/remote/chat-client';
import { extractJsonObject, type ChatMessage } from '../lib/remote/chat-client';
import type { TranslateRequest, TranslationProvider } from './provider';

function instructions(request: TranslateRequest, count: number): string {
  const from = request.from === 'auto' ? 'the language it is written in' : languageName(request.from);
  const lines = [
    `You translate presentation text from ${from} into ${languageName(request.to)}.`,
    `You get a JSON object {"items": [...]} with ${count} HTML fragments. Translate each fragment on its own.`,
    'Keep every <span id="..."> tag with its id, around the words it marks; when the word order changes, move the tags with their words.',
    'Spans whose id starts with "g" hold required terms: copy them unchanged.',
    'Do not add explanations, do not merge or split items.',
    `Answer with only the JSON object {"items": [...]} holding exactly ${count} strings, in the same order.`,
  ];
  const glossary = request.glossary.filter((entry) => entry.source.trim() !== '');
  if (glossary.length > 0) {
    lines.push('Use these translations for these terms:');
    for (const entry of glossary.slice(0, 200)) lines.push(`- ${entry.source} → ${entry.target}`);
  }
  return lines.join('\n');
}

function readItems(answer: string, count: number): string[] | null {
  const parsed = extractJsonObject(answer);
  const items = (parsed as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items) || items.length !== count || !items.every((item) => typeof item === 'string')) return null;
  return items;
}

function stripFences(answer: string): string {
  return answer
    .trim()
    .replace(/^```[a-z]*\s*/i, '')
    .replace(/\s*```$/, '')
    .trim();
}

export class ChatTranslator implements TranslationProvider {
  readonly id = 'openai' as const;
  readonly batch = { maxItems: 40, maxChars: 6000 };
  readonly detectsLanguage = true;

  constructor(private readonly client: ChatClient) {}

  pairRefusal(): Promise<string | null> {
    return Promise.resolve(null);
  }

  describe(request: Pick<TranslateRequest, 'model'>): string {
    return `${this.client.model(request.model)} at ${this.client.baseUrl}`;
  }

  async translate(fragments: readonly string[], request: TranslateRequest): Promise<string[]> {
    if (fragments.length === 0) return [];
    const messages: ChatMessage[] = [
      { role: 'system', content: instructions(request, fragments.length) },
      { role: 'user', content: JSON.stringify({ items: fragments }) },
    ];
    const answer = await this.client.complete(messages, { tier: request.model, signal: request.signal, label: 'The chat model' });
    const items = readItems(answer, fragments.length);
    if (items) return items;
    if (fragments.length === 1) {
      const text = stripFences(answer);
      if (text === '') throw new ToolError('translation_failed', 'The chat model answered with no translation.');
      return [text];
    }
    const half = Math.ceil(fragments.length / 2);
    return [...(await this.translate(fragments.slice(0, half), request)), ...(await this.translate(fragments.slice(half), request))];
  }
}
