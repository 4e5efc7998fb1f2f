export { splitPanel } from './split-panel';
