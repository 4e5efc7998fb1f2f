/**
 * Tool implementations by type, loaded lazily inside the tool worker so the HTTP process never loads sharp,
 * ffmpeg wrappers or the PPTX code. Each module exports `run: ToolRun`.
 * A catalog entry with `local: true` must have a loader here (a test checks both directions).
 */
import type { ToolRun } from './tool';

type Loader = () => Promise<{ run: ToolRun<never> }>;

export const TOOL_LOADERS: Readonly<Record<string, Loader>> = {
  'file.compress': () => import('./file-compress'),
  'pptx.embedFonts': () => import('./pptx-embed-fonts'),
  'pptx.join': () => import('./pptx-join'),
  'pptx.split': () => import('./pptx-split'),
  'image.resize': () => import('./image-resize'),
  'video.compress': () => import('./video-compress'),
  'convertor.ppt2pdf': () => import('./ppt2pdf'),
  'html.buildPlayer': () => import('./html-player'),
  translation: () => import('./translation'),
  generation: () => import('./generation'),
  revamp: () => import('./revamp'),
};
