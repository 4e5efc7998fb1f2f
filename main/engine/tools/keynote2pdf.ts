/**
 * convertor.keynote2pdf: a Keynote file → PDF through LibreOffice's Keynote import (libetonyek). It reads Keynote 2–5
 * ('05–'09, XML) and, in part, Keynote 6+ (2013 and later); a file it cannot read fails with invalid_file.
 */
import { officePdfRun } from './support/office-pdf-tool';
import { defineEngineTool } from './tool';

export const run = officePdfRun({ kind: 'keynote', missing: 'Send one Keynote file.' });

export const engineTool = defineEngineTool({ type: 'convertor.keynote2pdf', run });
