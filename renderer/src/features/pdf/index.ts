export { pdfPanel } from './pdf-panel';
