/** convertor.ppt2image: every slide as a PNG/JPEG picture (long edge = `resolution`), in a ZIP. */
import type { ParamsOf } from '../../../shared/tools/catalog';
import { officeToPictures } from './support/office-pictures';
import { defineEngineTool, type ToolRun } from './tool';

export const run: ToolRun<ParamsOf<'convertor.ppt2image'>> = (ctx) => officeToPictures(ctx, 'presentation');

export const engineTool = defineEngineTool({ type: 'convertor.ppt2image', run });
