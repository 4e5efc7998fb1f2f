/**
 * The one tool registry: every type the service knows, with its inputs, limits and params schema.
 * It drives the engine's validation, `GET /tools/types`, and the client's panels and pre-upload checks.
 * Pure data and zod schemas only (no tool code), so core can import it without loading sharp or ffmpeg.
 * Adding a tool = an entry here + a module registered in ./registry.ts.
 */
import { z } from 'zod';
import type { ToolDescriptor } from '../../../preload/contract/service';

const MB = 1024 * 1024;

/** A tool as the engine knows it: the served descriptor, with the params schema as zod instead of JSON Schema. */
export interface CatalogEntry extends Omit<ToolDescriptor, 'params'> {
  params: z.ZodType;
}

const empty = z.object({}).strict();
const positiveInt = z.number().int().positive();

export const TRANSLATION_LANGUAGES = [
  'en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'es', 'fr', 'de', 'it', 'nl', 'ru', 'pl', 'sv', 'da', 'fi', 'el', 'cs', 'ro', 'hu', 'uk',
  'ar', 'th', 'vi', 'he', 'pt-BR', 'tr',
] as const;

export const BRAND_MARK_POSITIONS = ['none', 'leftTop', 'leftBottom', 'rightTop', 'rightBottom'] as const;

const OFFICE_MIME = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  key: 'application/vnd.apple.keynote',
  zip: 'application/zip',
  pdf: 'application/pdf',
} as const;

export const CATALOG: readonly CatalogEntry[] = [
  {
    type: 'pptx.join',
    title: 'Merge decks',
    summary: 'Merge two or more PowerPoint decks into one, in the order given.',
    extensions: ['.pptx'],
    mimeTypes: [OFFICE_MIME.pptx],
    minFiles: 2,
    maxFiles: null,
    maxFileBytes: 300 * MB,
    params: z.object({ hiddens: z.array(positiveInt).optional() }).strict(),
    output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
    local: true,
  },
  {
    type: 'pptx.split',
    title: 'Split deck',
    summary: 'Split a deck into single-slide decks, delivered as a ZIP.',
    extensions: ['.pptx'],
    mimeTypes: [OFFICE_MIME.pptx],
    minFiles: 1,
    maxFiles: 1,
    maxFileBytes: 300 * MB,
    params: z.object({ indexes: z.array(positiveInt).min(1).optional() }).strict(),
    output: { kind: 'zip', extension: '.zip', mimeType: OFFICE_MIME.zip },
    local: true,
  },
  {
    type: 'html.buildPlayer',
    title: 'HTML player pack',
    summary: 'Pack HTML slides into one offline player page.',
    extensions: ['.html', '.htm'],
    mimeTypes: ['text/html'],
    minFiles: 1,
    maxFiles: null,
    maxFileBytes: 50 * MB,
    params: z
      .object({
        contents: z.array(z.record(z.string(), z.unknown())),
        pageWidth: positiveInt.max(16_384).optional(),
        pageHeight: positiveInt.max(16_384).optional(),
        title: z.string().max(500).optional(),
        description: z.string().max(5000).optional(),
        brandMarkPosition: z.enum(BRAND_MARK_POSITIONS).optional(),
      })
      .strict(),
    output: { kind: 'file', extension: '.html', mimeType: 'text/html' },
    local: true,
  },
  {
    type: 'file.compress',
    title: 'Compress files',
    summary: 'Shrink decks, documents and archives while keeping their visual quality.',
    extensions: ['.zip', '.pptx', '.key', '.docx', '.xlsx'],
    mimeTypes: [OFFICE_MIME.zip, OFFICE_MIME.pptx, OFFICE_MIME.key, OFFICE_MIME.docx, OFFICE_MIME.xlsx],
    minFiles: 1,
    maxFiles: 1,
    maxFileBytes: 300 * MB,
    params: empty,
    output: { kind: 'file' },
    local: true,
  },
  {
    type: 'image.resize',
    title: 'Resize images',
    summary: 'Scale an image down to a maximum width or height, keeping its aspect ratio.',
    extensions: ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.tif', '.tiff', '.avif', '.heic', '.heif'],
    mimeTypes: ['image/*'],
    minFiles: 1,
    maxFiles: 1,
    maxFileBytes: 100 * MB,
    params: z
      .object({ maxWidth: positiveInt.optional(), maxHeight: positiveInt.optional() })
      .strict()
      .refine((p) => (p.maxWidth === undefined) !== (p.maxHeight === undefined), {
        message: 'give exactly one of maxWidth or maxHeight in pixels, e.g. {"maxWidth": 1200} (not both, not neither)',
      }),
    output: { kind: 'file' },
    local: true,
  },
  {
    type: 'pptx.embedFonts',
    title: 'Embed fonts',
    summary: 'Embed Google Fonts families into a deck so it looks the same everywhere.',
    extensions: ['.pptx'],
    mimeTypes: [OFFICE_MIME.pptx],
    minFiles: 1,
    maxFiles: 1,
    maxFileBytes: 300 * MB,
    params: z.object({ usedFonts: z.array(z.string().min(1).max(200)).min(1).max(50) }).strict(),
    output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
    local: true,
  },
  {
    type: 'video.compress',
    title: 'Reduce video size',
    summary: 'Re-encode a video as H.264/AAC MP4, downscaled above 1080p.',
    extensions: ['.mp4', '.mov', '.m4v', '.avi', '.mkv', '.webm'],
    mimeTypes: ['video/*'],
    minFiles: 1,
    maxFiles: 1,
    maxFileBytes: 300 * MB,
    params: empty,
    output: { kind: 'file', extension: '.mp4', mimeType: 'video/mp4' },
    local: true,
  },
  {
    type: 'convertor.ppt2pdf',
    title: 'Convert to PDF',
    summary: 'Convert a presentation to PDF.',
    extensions: ['.ppt', '.pptx', '.odp', '.key'],
    mimeTypes: [OFFICE_MIME.ppt, OFFICE_MIME.pptx, 'application/vnd.oasis.opendocument.presentation', OFFICE_MIME.key],
    minFiles: 1,
    maxFiles: 1,
    maxFileBytes: 300 * MB,
    params: empty,
    output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
    local: true,
  },
  {
    type: 'generation',
    title: 'Create a deck',
    summary: 'Generate a presentation from a topic, a URL or your text (cloud service).',
    extensions: ['.pdf', '.doc', '.docx', '.md', '.markdown', '.txt'],
    mimeTypes: [OFFICE_MIME.pdf, OFFICE_MIME.docx, 'text/markdown', 'text/plain'],
    minFiles: 0,
    maxFiles: null,
    maxFileBytes: null,
    params: z
      .object({
        inputText: z.string().min(1),
        pageCount: positiveInt.optional(),
        audience: z.string().optional(),
        intent: z.string().optional(),
        author: z.string().optional(),
        enableSearch: z.boolean().optional(),
        advancedModel: z.boolean().optional(),
        fastMode: z.boolean().optional(),
      })
      .strict(),
    output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
    local: false,
  },
  {
    type: 'translation',
    title: 'Translate',
    summary: 'Translate a deck or document (cloud service).',
    extensions: ['.pptx', '.pdf', '.docx', '.xlsx', '.key'],
    mimeTypes: [OFFICE_MIME.pptx, OFFICE_MIME.pdf, OFFICE_MIME.docx, OFFICE_MIME.xlsx, OFFICE_MIME.key],
    minFiles: 1,
    maxFiles: 1,
    maxFileBytes: 500 * MB,
    params: z
      .object({
        from: z.union([z.literal('auto'), z.enum(TRANSLATION_LANGUAGES)]),
        to: z.enum(TRANSLATION_LANGUAGES),
        model: z.enum(['Standard', 'Pro']).optional(),
        useGlossary: z.boolean().optional(),
        imageTranslate: z.boolean().optional(),
      })
      .strict(),
    output: { kind: 'file' },
    local: false,
  },
  {
    type: 'revamp',
    title: 'Revamp',
    summary: 'Give a deck a new design (cloud service).',
    extensions: ['.pptx', '.key', '.pdf'],
    mimeTypes: [OFFICE_MIME.pptx, OFFICE_MIME.key, OFFICE_MIME.pdf],
    minFiles: 1,
    maxFiles: 1,
    maxFileBytes: 300 * MB,
    params: z.object({ lang: z.string().optional() }).strict(),
    output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
    local: false,
  },
];

const byType = new Map(CATALOG.map((entry) => [entry.type, entry]));

export function findTool(type: string): CatalogEntry | undefined {
  return byType.get(type);
}

/** The registry as served by `GET /tools/types` and handed to the renderer. */
export function describeTool(entry: CatalogEntry): ToolDescriptor {
  return { ...entry, params: z.toJSONSchema(entry.params, { unrepresentable: 'any' }) };
}
