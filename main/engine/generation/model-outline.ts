/**
 * With a chat model, the model proposes the deck: an outline with slide text (and speaker notes) as JSON, from
 * the topic or text, the reference files and the audience, intent and page count asked for, choosing for each slide
 * one of the layouts the outline parser also fills (bullets, two columns, quote, big number, table, a picture given
 * with the task). The answer is read with a schema; a reply that does not fit it is asked for once more, then the
 * task fails with the reason. Slide fitting (slide-fit.ts) then treats it like a written outline.
 */
import { z } from 'zod';
import { ToolError } from '../lib/errors/tool-error';
import { extractJsonObject, type ChatClient, type ModelTier } from '../lib/remote/chat-client';
import type { Bullet, DeckOutline, SlideOutline } from './deck-outline';
import { inlineRuns, plainText } from './inline-markdown';

const text = z.string().trim().min(1).max(600);
const cell = z.string().trim().max(200);
const modelSlide = z.object({
  layout: z.enum(['title', 'section', 'bullets', 'twoColumns', 'quote', 'statistic', 'table', 'picture']).catch('bullets'),
  title: z.string().trim().max(200).optional(),
  subtitle: z.string().trim().max(300).optional(),
  bullets: z.array(text).max(12).optional(),
  columns: z
    .array(z.object({ heading: z.string().trim().max(120).optional(), bullets: z.array(text).max(10) }))
    .length(2)
    .optional(),
  quote: z.string().trim().max(600).optional(),
  attribution: z.string().trim().max(200).optional(),
  value: z.string().trim().max(24).optional(),
  caption: z.string().trim().max(300).optional(),
  table: z.array(z.array(cell).min(1).max(8)).min(2).max(30).optional(),
  picture: z.string().trim().max(260).optional(),
  notes: z.string().trim().max(3000).optional(),
});
const modelDeck = z.object({ title: z.string().trim().min(1).max(200), slides: z.array(modelSlide).min(1).max(60) });

export interface ModelOutlineRequest {
  topic: string;
  references: { name: string; text: string }[];
  /** Names of the pictures given with the task, which picture slides may show. */
  pictures: string[];
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
    '{"title": string, "slides": [{"layout": "title"|"section"|"bullets"|"twoColumns"|"quote"|"statistic"|"table"|"picture", "title": string, "subtitle"?: string, "bullets"?: [string], "columns"?: [{"heading": string, "bullets": [string]}, {"heading": string, "bullets": [string]}], "quote"?: string, "attribution"?: string, "value"?: string, "caption"?: string, "table"?: [[string]], "picture"?: string, "notes": string}]}',
    'Start with one "title" slide. Use "section" slides between parts, "bullets" for most slides (at most 6 short bullets), "twoColumns" to compare two things, "quote" for a striking quotation, "statistic" for one key figure ("value" such as "87%", with a short "caption"), "table" for figures in rows and columns (the first row is the header).',
    'Give every slide speaker notes of two or three sentences. Write in the language of the topic.',
    `Slides: ${request.pageCount ? `exactly ${request.pageCount}` : 'as many as the content needs (usually 6 to 12)'}.`,
  ];
  if (request.audience) lines.push(`Audience: ${request.audience}.`);
  if (request.intent) lines.push(`Purpose: ${request.intent}.`);
  if (request.author) lines.push(`Presenter: ${request.author}.`);
  if (request.pictures.length > 0) {
    lines.push(
      `Pictures you may show, each on a "picture" slide with "picture" set to its file name and a "caption": ${request.pictures.join(', ')}.`,
    );
  }
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

function toSlide(slide: z.output<typeof modelSlide>, deckTitle: string): SlideOutline {
  const notes = slide.notes ? { notes: slide.notes } : {};
  const title = plainText(slide.title ?? deckTitle);
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
    case 'statistic':
      if (slide.value)
        return {
          layout: 'statistic',
          title,
          value: plainText(slide.value),
          ...(slide.caption ? { caption: plainText(slide.caption) } : {}),
          ...notes,
        };
      break;
    case 'table':
      if (slide.table) {
        const width = Math.max(...slide.table.map((row) => row.length));
        const rows = slide.table.map((row) => Array.from({ length: width }, (_, c) => inlineRuns(row[c] ?? '')));
        return { layout: 'table', title, table: { rows, align: rows[0]!.map(() => 'l' as const) }, ...notes };
      }
      break;
    case 'picture':
      if (slide.picture) {
        const caption = slide.caption ? [{ runs: inlineRuns(slide.caption), level: 0, plain: true }] : bullets(slide.bullets);
        return {
          layout: 'pictureCaption',
          title,
          caption,
          source: slide.picture,
          description: plainText(slide.caption ?? title),
          ...notes,
        };
      }
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
}

function toOutline(deck: z.output<typeof modelDeck>): DeckOutline {
  return { title: plainText(deck.title), slides: deck.slides.map((slide) => toSlide(slide, deck.title)) };
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
