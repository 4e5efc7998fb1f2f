/** convertor.doc2pdf: a Word document (.docx, .doc; also .odt, .rtf) → PDF through LibreOffice Writer. */
import { officePdfRun } from './support/office-pdf-tool';

export const run = officePdfRun({ kind: 'document', missing: 'Send one document.' });
