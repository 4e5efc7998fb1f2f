import { create } from 'zustand';
import type { Recipe } from '../../../../shared/recipes/recipe-document';
import type { StepForms } from './step-forms';

/**
 * One step of the recipe being built. `options` is the step's form state (what its panel's form holds); null while
 * the step keeps the params it came with (a built-in or an older recipe), until the person changes them.
 */
export interface DraftStep {
  key: number;
  type: string;
  options: unknown;
  params: Record<string, unknown>;
  /** Kinds of file the step hands on unchanged, as the recipe it came from said (recipe-document.ts). */
  passes?: string[];
}

interface DraftState {
  name: string;
  steps: DraftStep[];
  setName: (name: string) => void;
  /** Starts from a recipe: its steps with their form state when it was saved here, else with their params. */
  load: (recipe: Recipe, forms: StepForms) => void;
  addStep: (type: string, forms: StepForms) => void;
  removeStep: (key: number) => void;
  moveStep: (key: number, by: -1 | 1) => void;
  patchOptions: (key: number, patch: Record<string, unknown>) => void;
  /** Replaces the params the step came with by its form, at the tool's defaults. */
  editStep: (key: number, forms: StepForms) => void;
}

let nextKey = 1;

function initialOptions(type: string, forms: StepForms): unknown {
  return forms.get(type)?.initial ?? null;
}

export const useRecipeDraft = create<DraftState>()((set) => ({
  name: '',
  steps: [],
  setName: (name) => set({ name }),
  load: (recipe, forms) =>
    set({
      name: recipe.name,
      steps: recipe.steps.map((step) => {
        const saved = (step as { options?: unknown }).options;
        const form = forms.get(step.type);
        return {
          key: nextKey++,
          type: step.type,
          options: form && saved !== undefined ? saved : null,
          params: step.params ?? {},
          ...(step.passes ? { passes: step.passes } : {}),
        };
      }),
    }),
  addStep: (type, forms) =>
    set((state) => ({ steps: [...state.steps, { key: nextKey++, type, options: initialOptions(type, forms), params: {} }] })),
  removeStep: (key) => set((state) => ({ steps: state.steps.filter((step) => step.key !== key) })),
  moveStep: (key, by) =>
    set((state) => {
      const at = state.steps.findIndex((step) => step.key === key);
      const to = at + by;
      if (at < 0 || to < 0 || to >= state.steps.length) return state;
      const steps = [...state.steps];
      [steps[at], steps[to]] = [steps[to]!, steps[at]!];
      return { steps };
    }),
  patchOptions: (key, patch) =>
    set((state) => ({
      steps: state.steps.map((step) =>
        step.key === key ? { ...step, options: { ...(step.options as Record<string, unknown>), ...patch } } : step,
      ),
    })),
  editStep: (key, forms) =>
    set((state) => ({
      steps: state.steps.map((step) => (step.key === key ? { ...step, options: initialOptions(step.type, forms) } : step)),
    })),
}));
