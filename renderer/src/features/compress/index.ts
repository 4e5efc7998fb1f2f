export { compressPanel } from './compress-panel';
