export { translatePanel } from './translate-panel';
