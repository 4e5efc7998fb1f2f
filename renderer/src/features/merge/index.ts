export { mergePanel } from './merge-panel';
