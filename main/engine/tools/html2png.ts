/**
 * convertor.html2png: a PNG screenshot of an HTML page (a file or the `html` param) at `width`×`height` CSS pixels
 * times `scale`, or of the whole page with `fullPage`. Chromium runs offline with every request aborted, and the
 * page's scripts run only with `allowScripts`.
 */
import path from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { captureHtml } from '../lib/browser/html-capture';
import { readTextInput } from './support/text-input';
import { defineEngineTool, type ToolRun } from './tool';

export const run: ToolRun<ParamsOf<'convertor.html2png'>> = async (ctx) => {
  const { params } = ctx;
  const source = await readTextInput(ctx.inputs[0], params.html, 'html');
  ctx.reportProgress(10);
  const file = path.join(ctx.workDir, 'page.png');
  const capture = await captureHtml(ctx, {
    html: source.text,
    displayName: source.displayName,
    width: params.width,
    height: params.height,
    scale: params.scale,
    fullPage: params.fullPage,
    javaScript: params.allowScripts,
    file,
  });
  ctx.reportProgress(100);
  return { path: file, fileName: `${source.base}.png`, mimeType: 'image/png', metadata: { ...capture, scale: params.scale } };
};

export const engineTool = defineEngineTool({ type: 'convertor.html2png', run });
