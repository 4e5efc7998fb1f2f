export { htmlPicturePanel } from './html-picture-panel';
