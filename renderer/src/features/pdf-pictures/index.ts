export { pdfPicturesPanel } from './pdf-pictures-panel';
