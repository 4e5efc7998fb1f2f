export { ocrPanel } from './ocr-panel';
