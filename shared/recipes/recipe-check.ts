/**
 * A recipe checked against the tools before anything runs: every step names a tool the backend offers, with params
 * its schema accepts, and every step takes what the step before makes ("Merge decks cannot follow Convert to PDF:
 * it takes decks, the step before makes a PDF"). Given the files it will run on, each file is followed through the
 * whole chain, so a run never fails halfway on something knowable. Pure: the window checks as steps are edited,
 * core and the command line before a run.
 */
import type { ToolDescriptor } from '../contract/service';
import { CATALOG, describeTool, findTool } from '../tools/catalog';
import type { ToolDefinition } from '../tools/catalog';
import { countRefusal, extensionOf, fileRefusal } from '../tools/file-acceptance';
import type { FileFacts } from '../tools/file-acceptance';
import { checkParams } from '../tools/params-errors';
import { kindsMade, kindsTaken } from './file-kinds';
import type { Recipe } from './recipe-document';
import { gathers, stepOutput } from './step-output';

export interface RecipeProblem {
  /** 1-based step number; null for a problem of the whole recipe or of the files. */
  step: number | null;
  message: string;
}

/** A step as it will run: its tool as the backend describes it, and its params as the tool's schema parsed them. */
export interface CheckedStep {
  type: string;
  title: string;
  params: Record<string, unknown>;
  tool: ToolDescriptor;
  gathers: boolean;
  fansOut: boolean;
  /** Kinds of file this step hands on unchanged instead of running on them (recipe-document.ts). */
  passes: string[];
}

export type RecipeCheck = { ok: true; steps: CheckedStep[] } | { ok: false; problems: RecipeProblem[]; steps: (CheckedStep | null)[] };

export interface CheckOptions {
  /** The backend's tool registry (what runs there now); default the built-in catalog. */
  tools?: readonly ToolDescriptor[];
  /** The files the recipe is about to run on, in order. */
  files?: readonly FileFacts[];
}

function label(index: number, title?: string): string {
  return title ? `Step ${index + 1} (${title})` : `Step ${index + 1}`;
}

function checkStep(
  step: Recipe['steps'][number],
  index: number,
  last: number,
  tools: readonly ToolDescriptor[],
  problems: RecipeProblem[],
): CheckedStep | null {
  const definition: ToolDefinition | undefined = findTool(step.type);
  const tool = tools.find((candidate) => candidate.type === step.type);
  if (!definition || !tool) {
    const known = tools.filter((candidate) => !candidate.unavailable).map((candidate) => candidate.type);
    const message = definition
      ? `${label(index, definition.title)}: the selected backend does not offer this tool.`
      : `${label(index)}: there is no tool “${step.type}”. Tools: ${known.join(', ')}.`;
    problems.push({ step: index + 1, message });
    return null;
  }
  if (tool.unavailable) {
    problems.push({ step: index + 1, message: `${label(index, tool.title)}: ${tool.unavailable}` });
    return null;
  }
  const steps = gathers(tool);
  const passes = step.passes ?? [];
  if (passes.length > 0 && (steps || index === last)) {
    const why = steps ? 'it takes all files at once' : 'it is the last step';
    problems.push({ step: index + 1, message: `${label(index, tool.title)}: files cannot go past this step unchanged: ${why}.` });
    return null;
  }
  // A one-file step's cross-check sees one file; a gathering step's file count is only known as the run gets there.
  const checked = checkParams(definition, step.params ?? {}, steps ? null : ['input']);
  if (!checked.ok) {
    problems.push({ step: index + 1, message: `${label(index, tool.title)}: ${checked.message}` });
    return null;
  }
  return {
    type: tool.type,
    title: tool.title,
    params: checked.params,
    tool,
    gathers: steps,
    fansOut: stepOutput(tool, checked.params, '').fansOut,
    passes,
  };
}

function takes(tool: ToolDescriptor, extension: string): boolean {
  return tool.extensions.length === 0 || tool.extensions.includes(extension);
}

/** Whether the step takes this kind of file, or hands it on. */
function admits(step: CheckedStep, extension: string): boolean {
  return takes(step.tool, extension) || step.passes.includes(extension);
}

/** What the step makes from any of these kinds (a kind it passes, unchanged), and whether it is several files. */
function made(step: CheckedStep, kinds: readonly string[]): { extensions: string[]; several: boolean } {
  const extensions = new Set<string>();
  let several = step.fansOut;
  for (const kind of kinds) {
    if (step.passes.includes(kind)) extensions.add(kind);
    else for (const extension of stepOutput(step.tool, step.params, kind).extensions) extensions.add(extension);
  }
  if (extensions.size > 1) several = true;
  return { extensions: [...extensions], several };
}

/** Links each step to the one before by kind of file; the first broken link is the problem. */
function checkChain(steps: readonly CheckedStep[], problems: RecipeProblem[]): void {
  const [first] = steps;
  if (!first) return;
  let kinds = first.tool.extensions.length > 0 ? [...first.tool.extensions, ...first.passes] : [''];
  for (let index = 1; index < steps.length; index++) {
    const before = steps[index - 1]!;
    const step = steps[index]!;
    const output = made(before, kinds);
    const accepted = output.extensions.filter((extension) => admits(step, extension));
    if (accepted.length === 0) {
      const makes = output.extensions.length === 0 ? 'no file' : kindsMade(output.extensions, output.several);
      problems.push({
        step: index + 1,
        message: `${label(index, step.title)}: ${step.title} cannot follow ${before.title}: it takes ${kindsTaken(step.tool.extensions)}, the step before makes ${makes}.`,
      });
      return;
    }
    kinds = accepted;
  }
}

/** Each file followed through every step: the first step must take it, and each next step what the one before makes of it. */
function checkFiles(steps: readonly CheckedStep[], files: readonly FileFacts[], problems: RecipeProblem[]): void {
  const [first] = steps;
  if (!first) return;
  if (files.length === 0) {
    problems.push({ step: null, message: 'Add the files to run the recipe on.' });
    return;
  }
  if (first.gathers) {
    const count = countRefusal(first.tool, files.length);
    if (count) problems.push({ step: 1, message: `${label(0, first.title)}: ${count}` });
  }
  for (const file of files) {
    const refusal = first.passes.includes(extensionOf(file.name)) ? null : fileRefusal(first.tool, file);
    if (refusal) {
      problems.push({ step: 1, message: `${label(0, first.title)}: ${refusal.message}` });
      continue;
    }
    let kinds = [extensionOf(file.name)];
    for (let index = 1; index < steps.length; index++) {
      const before = steps[index - 1]!;
      const step = steps[index]!;
      const output = made(before, kinds);
      const refused = output.extensions.filter((extension) => !admits(step, extension));
      if (refused.length > 0) {
        problems.push({
          step: index + 1,
          message: `“${file.name}”: ${before.title} makes ${kindsMade(refused, output.several)} of it, which ${step.title} (step ${index + 1}) does not take: it takes ${kindsTaken(step.tool.extensions)}.`,
        });
        break;
      }
      kinds = output.extensions;
    }
  }
}

/** Checks a parsed recipe (see recipe-document.ts) against the tools and, when given, the files it will run on. */
export function checkRecipe(recipe: Pick<Recipe, 'steps'>, options: CheckOptions = {}): RecipeCheck {
  const tools = options.tools ?? CATALOG.map(describeTool);
  const problems: RecipeProblem[] = [];
  const steps = recipe.steps.map((step, index) => checkStep(step, index, recipe.steps.length - 1, tools, problems));
  const complete = steps.filter((step): step is CheckedStep => step !== null);
  if (complete.length !== steps.length) return { ok: false, problems, steps };
  checkChain(complete, problems);
  if (problems.length === 0 && options.files) checkFiles(complete, options.files, problems);
  return problems.length === 0 ? { ok: true, steps: complete } : { ok: false, problems, steps };
}

/** The problems as one message, each on its line. */
export function describeProblems(problems: readonly RecipeProblem[]): string {
  return problems.map((problem) => problem.message).join('\n');
}
