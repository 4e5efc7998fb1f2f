export { SettingsView } from './settings-view';
