/** convertor.keynote2image: every slide of a Keynote file as a picture, through LibreOffice's Keynote import. */
import type { ParamsOf } from '../../../shared/tools/catalog';
import { officeToPictures } from './support/office-pictures';
import { defineEngineTool, type ToolRun } from './tool';

export const run: ToolRun<ParamsOf<'convertor.keynote2image'>> = (ctx) => officeToPictures(ctx, 'keynote');

export const engineTool = defineEngineTool({ type: 'convertor.keynote2image', run });
