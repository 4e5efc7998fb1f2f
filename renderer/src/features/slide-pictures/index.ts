export { slidePicturesPanel } from './slide-pictures-panel';
