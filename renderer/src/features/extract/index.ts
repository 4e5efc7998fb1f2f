export { extractPanel } from './extract-panel';
