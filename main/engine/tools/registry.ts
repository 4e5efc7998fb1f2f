/**
 * The engine modules by type, loaded lazily inside the tool worker so the HTTP process never loads sharp, ffmpeg
 * wrappers or the PPTX code. Each module registers itself with `export const engineTool = defineEngineTool(…)`
 * for the type it is listed under. Every definition with `local: true` has exactly one line here, and each module
 * registers the type of its line (test/engine/tool-registry.test.ts checks both).
 */
import type { LoadedEngineTool } from './tool';

type Loader = () => Promise<{ engineTool: LoadedEngineTool }>;

export const TOOL_LOADERS: Readonly<Record<string, Loader>> = {
  'file.compress': () => import('./file-compress'),
  'pptx.embedFonts': () => import('./pptx-embed-fonts'),
  'pptx.getFontInfo': () => import('./pptx-get-font-info'),
  'pptx.getTextShapes': () => import('./pptx-get-text-shapes'),
  'pptx.parse': () => import('./pptx-parse'),
  'pdf.parse': () => import('./pdf-parse'),
  'docx.parseTextAndImage': () => import('./docx-parse'),
  'pptx.join': () => import('./pptx-join'),
  'pptx.split': () => import('./pptx-split'),
  'image.resize': () => import('./image-resize'),
  'image.convertWebp': () => import('./image-convert-webp'),
  'image.convertAvif': () => import('./image-convert-avif'),
  'image.ocr': () => import('./image-ocr'),
  'video.compress': () => import('./video-compress'),
  'convertor.ppt2pdf': () => import('./ppt2pdf'),
  'convertor.ppt2image': () => import('./ppt2image'),
  'convertor.pdf2image': () => import('./pdf2image'),
  'convertor.doc2pdf': () => import('./doc2pdf'),
  'convertor.ppt2pptx': () => import('./ppt2pptx'),
  'convertor.ppt2video': () => import('./ppt2video'),
  'convertor.keynote2pdf': () => import('./keynote2pdf'),
  'convertor.keynote2image': () => import('./keynote2image'),
  'convertor.html2png': () => import('./html2png'),
  'convertor.markdown2png': () => import('./markdown2png'),
  'convertor.html2pptx': () => import('./html2pptx'),
  'html.buildPlayer': () => import('./html-player'),
  translation: () => import('./translation'),
  generation: () => import('./generation'),
  revamp: () => import('./revamp'),
  'pdf.merge': () => import('./pdf-merge'),
  'pdf.split': () => import('./pdf-split'),
  'pdf.organize': () => import('./pdf-organize'),
  'pdf.protect': () => import('./pdf-protect'),
  'pdf.unlock': () => import('./pdf-unlock'),
  'pdf.stamp': () => import('./pdf-stamp'),
  'pdf.compress': () => import('./pdf-compress'),
  'pdf.ocr': () => import('./pdf-ocr'),
  'pdf.redact': () => import('./pdf-redact'),
};
