/**
 * convertor.markdown2png: a Markdown document (a file or the `markdown` param) rendered as one PNG picture of the
 * whole document, `pageWidth` CSS pixels wide times `scale`, in a light or dark theme. Scripts never run (raw HTML in
 * Markdown is untrusted) and the network stays off, so remote pictures are not fetched.
 */
import path from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { captureHtml } from '../lib/browser/html-capture';
import { markdownPage } from '../lib/browser/markdown-page';
import { readTextInput } from './support/text-input';
import { defineEngineTool, type ToolRun } from './tool';

/** The first screen: a short document still yields a picture this tall (then the page's own height). */
const MIN_HEIGHT = 100;

export const run: ToolRun<ParamsOf<'convertor.markdown2png'>> = async (ctx) => {
  const { params } = ctx;
  const source = await readTextInput(ctx.inputs[0], params.markdown, 'markdown');
  const html = markdownPage(source.text, params.theme, params.pageWidth);
  ctx.reportProgress(10);
  const file = path.join(ctx.workDir, 'document.png');
  const capture = await captureHtml(ctx, {
    html,
    displayName: source.displayName,
    width: params.pageWidth,
    height: MIN_HEIGHT,
    scale: params.scale,
    fullPage: true,
    javaScript: false,
    colorScheme: params.theme,
    file,
  });
  ctx.reportProgress(100);
  return {
    path: file,
    fileName: `${source.base}.png`,
    mimeType: 'image/png',
    metadata: { ...capture, scale: params.scale, theme: params.theme },
  };
};

export const engineTool = defineEngineTool({ type: 'convertor.markdown2png', run });
