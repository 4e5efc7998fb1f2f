export { markdownPicturePanel } from './markdown-picture-panel';
