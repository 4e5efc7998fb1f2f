export { revampPanel } from './revamp-panel';
