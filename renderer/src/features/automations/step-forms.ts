import type { PanelOptions } from '../../shared/panel/panel-definition';

/**
 * Each tool's options form, by tool type: the same one its panel shows (drawn from its params schema, or the tool's
 * own controls such as the language lists and the font picker). The app composes them from the panel registry, so
 * this feature never imports another.
 */
export type StepForms = ReadonlyMap<string, PanelOptions<unknown>>;
