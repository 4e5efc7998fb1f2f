export { slideVideoPanel } from './slide-video-panel';
