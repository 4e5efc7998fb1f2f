export { resizePanel } from './resize-panel';
