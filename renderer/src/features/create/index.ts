export { createPanel } from './create-panel';
