export { wordPdfPanel } from './word-pdf-panel';
