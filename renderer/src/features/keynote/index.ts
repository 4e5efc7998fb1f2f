export { keynotePanel } from './keynote-panel';
