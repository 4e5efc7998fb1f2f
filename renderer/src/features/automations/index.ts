export { AutomationsView } from './automations-view';
export { addAutomationFiles } from './run-files-store';
export type { StepForms } from './step-forms';
