export { avifPanel } from './avif-panel';
