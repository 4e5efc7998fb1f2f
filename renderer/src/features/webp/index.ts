export { webpPanel } from './webp-panel';
