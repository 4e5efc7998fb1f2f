export { videoPanel } from './video-panel';
