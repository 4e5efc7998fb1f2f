/**
 * With a chat model, the model proposes the deck: an outline with slide text (and speaker notes) as JSON, from
 * the topic or text, the reference files and the audience, intent and page count asked for. The answer is read
 * with a schema; a reply that does not fit it is asked for once more, then the task fails with the reason.
 */
import { z } from 'zod';
import { ToolError } from '../lib/errors/tool-error';
import { extractJsonObject, type ChatClient, type ModelTier } from '../lib/remote/chat-client';
import type { Bullet, DeckOutline, SlideOutline } from './deck-outline';
import { inlineRuns, plainText } from './inline-markdown';

const text = z.string().trim().min(1).max(600);
const modelSlide = z.object({
  layout: z.enum(['title', 'section', 'bullets', 'twoColumns', 'quote']).catch('bullets'),
  title: z.string().trim().max(200).optional(),
  subtitle: z.string().trim().max(300).optional(),
  bullets: z.array(text).max(12).optional(),
  columns: z
    .array(z.object({ heading: z.string().trim().max(120).optional(), bullets: z.array(text).max(10) }))
    .length(2)
    .optional(),
  quote: z.string().trim().max(600).optional(),
  attribution: z.string().trim().max(200).optional(),
  notes: z.string().trim().max(3000).optional(),
});
const modelDeck = z.object({ title: z.string().trim().min(1).max(200), slides: z.array(modelSlide).min(1).max(60) });

export interface ModelOutlineRequest {
  topic: string;
  references: { name: string; text: string }[];
  pageCount?: number;
  audience?: string;
  intent?: string;
  author?: string;
  tier: ModelTier;
  signal: AbortSignal;
}

const REFERENCE_BUDGET = 24_000;

function prompt(request: ModelOutlineRequest): string {
  const lines = [
    'Write the outline and slide text of a presentation as JSON, with no other text:',
    '{"title": string, "slides": [{"layout": "title"|"section"|"bullets"|"twoColumns"|"quote", "title": string, "subtitle"?: string, "bullets"?: [string], "columns"?: [{"heading": string, "bullets": [string]}, {"heading": string, "bullets": [string]}], "quote"?: string, "attribution"?: string, "notes": string}]}',
    'Start with one "title" slide. Use "section" slides between parts, "bullets" for most slides (at most 6 short bullets), "twoColumns" to compare, "quote" for a striking quotation.',
    'Give every slide speaker notes of two or three sentences. Write in the language of the topic.',
    `Slides: ${request.pageCount ? `exactly ${request.pageCount}` : 'as many as the content needs (usually 6 to 12)'}.`,
  ];
  if (request.audience) lines.push(`Audience: ${request.audience}.`);
  if (request.intent) lines.push(`Purpose: ${request.intent}.`);
  if (request.author) lines.push(`Presenter: ${request.author}.`);
  lines.push('', `Topic or text:\n${request.topic.slice(0, 8000)}`);
  let budget = REFERENCE_BUDGET;
  for (const reference of request.references) {
    if (budget <= 0) break;
    const excerpt = reference.text.slice(0, budget);
    budget -= excerpt.length;
    lines.push('', `Reference file “${reference.name}”:\n${excerpt}`);
  }
  return lines.join('\n');
}

const bullets = (list: string[] | undefined): Bullet[] => (list ?? []).map((line) => ({ runs: inlineRuns(line), level: 0 }));

function toOutline(deck: z.output<typeof modelDeck>): DeckOutline {
  const slides: SlideOutline[] = deck.slides.map((slide): SlideOutline => {
    const notes = slide.notes ? { notes: slide.notes } : {};
    const title = plainText(slide.title ?? deck.title);
    switch (slide.layout) {
      case 'title':
        return { layout: 'title', title, ...(slide.subtitle ? { subtitle: plainText(slide.subtitle) } : {}), ...notes };
      case 'section':
        return { layout: 'section', title, ...(slide.subtitle ? { text: plainText(slide.subtitle) } : {}), ...notes };
      case 'quote':
        if (slide.quote)
          return {
            layout: 'quote',
            quote: plainText(slide.quote),
            ...(slide.attribution ? { attribution: slide.attribution } : {}),
            ...notes,
          };
        break;
      case 'twoColumns': {
        const [left, right] = slide.columns ?? [];
        if (left && right) {
          return {
            layout: 'twoColumns',
            title,
            columns: [
              { ...(left.heading ? { heading: left.heading } : {}), bullets: bullets(left.bullets) },
              { ...(right.heading ? { heading: right.heading } : {}), bullets: bullets(right.bullets) },
            ],
            ...notes,
          };
        }
        break;
      }
      case 'bullets':
        break;
    }
    return { layout: 'bullets', title, bullets: bullets(slide.bullets), ...notes };
  });
  return { title: plainText(deck.title), slides };
}

export async function modelOutline(client: ChatClient, request: ModelOutlineRequest): Promise<DeckOutline> {
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await client.complete(
      [
        { role: 'system', content: 'You write clear, well-structured presentations. You answer with JSON only.' },
        {
          role: 'user',
          content: prompt(request) + (problem ? `\n\nYour last answer could not be used (${problem}); answer with the JSON only.` : ''),
        },
      ],
      { tier: request.tier, signal: request.signal, label: 'The chat model' },
    );
    const parsed = modelDeck.safeParse(extractJsonObject(answer));
    if (parsed.success) return toOutline(parsed.data);
    problem = parsed.error.issues[0]
      ? `${parsed.error.issues[0].path.join('.') || 'answer'}: ${parsed.error.issues[0].message}`
      : 'no JSON';
  }
  throw new ToolError(
    'generation_failed',
    `The chat model did not answer with a usable outline (${problem}). Try again, or give an outline in Markdown.`,
  );
}
