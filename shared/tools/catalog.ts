/**
 * The one tool registry: every type the service knows. It drives the engine's validation and `GET /tools/types`,
 * core's checks before upload and save-as names, the engine's timeouts, program probes and SDK result shapes, and
 * the renderer's panels: each is derived from the definitions' facts, never kept in a table of its own.
 * Adding a tool = a definition module in ./definitions (one line here), an engine module registering itself
 * (one line in main/engine/tools/registry.ts, when it runs locally), a panel folder in renderer/src/features (one
 * line in renderer/src/app/panel-registry.ts) or a definition saying why it has none, and tests;
 * test/engine/tool-registry.test.ts fails when any of it is missing.
 */
import type { z } from 'zod';
import { convertorDoc2pdf } from './definitions/convertor-doc2pdf';
import { convertorHtml2png, convertorHtml2pptx, convertorMarkdown2png } from './definitions/convertor-html';
import { convertorKeynote2image, convertorKeynote2pdf } from './definitions/convertor-keynote';
import { convertorPdf2image } from './definitions/convertor-pdf2image';
import { convertorPpt2image } from './definitions/convertor-ppt2image';
import { convertorPpt2pdf } from './definitions/convertor-ppt2pdf';
import { convertorPpt2pptx } from './definitions/convertor-ppt2pptx';
import { convertorPpt2video } from './definitions/convertor-ppt2video';
import { docxParseTextAndImage, pdfParse } from './definitions/document-parsers';
import { fileCompress } from './definitions/file-compress';
import { generation } from './definitions/generation';
import { htmlBuildPlayer } from './definitions/html-build-player';
import { imageConvertAvif } from './definitions/image-convert-avif';
import { imageConvertWebp } from './definitions/image-convert-webp';
import { imageOcr } from './definitions/image-ocr';
import { imageResize } from './definitions/image-resize';
import { pdfCompress } from './definitions/pdf-compress';
import { pdfMerge } from './definitions/pdf-merge';
import { pdfOcr } from './definitions/pdf-ocr';
import { pdfOrganize } from './definitions/pdf-organize';
import { pdfProtect, pdfUnlock } from './definitions/pdf-protect';
import { pdfRedact } from './definitions/pdf-redact';
import { pdfStamp } from './definitions/pdf-stamp';
import { pdfSplit } from './definitions/pdf-split';
import { pptxEmbedFonts } from './definitions/pptx-embed-fonts';
import { pptxGetFontInfo } from './definitions/pptx-get-font-info';
import { pptxJoin } from './definitions/pptx-join';
import { pptxGetTextShapes, pptxParse } from './definitions/pptx-readers';
import { pptxSplit } from './definitions/pptx-split';
import { revamp } from './definitions/revamp';
import { translation } from './definitions/translation';
import { videoCompress } from './definitions/video-compress';
import type { ToolDefinition } from './tool-definition';

export const TOOL_DEFINITIONS = [
  pptxJoin,
  pptxSplit,
  htmlBuildPlayer,
  fileCompress,
  imageResize,
  imageConvertWebp,
  imageConvertAvif,
  imageOcr,
  pptxEmbedFonts,
  pptxGetFontInfo,
  pptxGetTextShapes,
  pptxParse,
  pdfParse,
  docxParseTextAndImage,
  videoCompress,
  convertorPpt2pdf,
  convertorPpt2image,
  convertorPdf2image,
  convertorDoc2pdf,
  convertorPpt2pptx,
  convertorPpt2video,
  convertorKeynote2pdf,
  convertorKeynote2image,
  convertorHtml2png,
  convertorMarkdown2png,
  convertorHtml2pptx,
  generation,
  translation,
  revamp,
  pdfMerge,
  pdfSplit,
  pdfOrganize,
  pdfProtect,
  pdfUnlock,
  pdfStamp,
  pdfCompress,
  pdfOcr,
  pdfRedact,
] as const;

export const CATALOG: readonly ToolDefinition[] = TOOL_DEFINITIONS;

type KnownDefinition = (typeof TOOL_DEFINITIONS)[number];

export type ToolType = KnownDefinition['type'];

/** A tool's params as its schema parses them: `ParamsOf<'image.resize'>` is `{maxWidth?: number; maxHeight?: number}`. */
export type ParamsOf<T extends ToolType> = z.output<Extract<KnownDefinition, { type: T }>['params']>;

const byType = new Map<string, ToolDefinition>(CATALOG.map((definition) => [definition.type, definition]));

export function findTool(type: string): ToolDefinition | undefined {
  return byType.get(type);
}

export { describeTool } from './tool-definition';
export type { ToolDefinition } from './tool-definition';
