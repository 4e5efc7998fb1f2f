/** convertor.doc2pdf: a Word document (.docx, .doc; also .odt, .rtf) → PDF through LibreOffice Writer. */
import { officePdfRun } from './support/office-pdf-tool';
import { defineEngineTool } from './tool';

export const run = officePdfRun({ kind: 'document', missing: 'Send one document.' });

export const engineTool = defineEngineTool({ type: 'convertor.doc2pdf', run });
