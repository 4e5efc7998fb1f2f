export { fontsPanel } from './fonts-panel';
