/**
 * The Automations builder's options form per tool type, from the panels: the same form a tool's panel shows (schema
 * fields, language lists, the font picker). A panel over several tools lends its form to each of them.
 */
import type { StepForms } from '../features/automations';
import type { PanelOptions } from '../shared/panel/panel-definition';
import { PANELS } from './panel-registry';

export const STEP_FORMS: StepForms = new Map(
  PANELS.flatMap((panel) =>
    panel.options
      ? [panel.toolType, ...(panel.otherToolTypes ?? [])].map((type): [string, PanelOptions<unknown>] => [type, panel.options!])
      : [],
  ).reverse(),
);
