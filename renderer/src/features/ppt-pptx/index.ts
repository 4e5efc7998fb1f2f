export { pptPptxPanel } from './ppt-pptx-panel';
