/**
 * A recipe checked against the tools before anything runs: every step names a tool the backend offers, with params
 * its schema accepts, and every step takes what the step before makes ("Merge decks cannot follow Convert to PDF:
 * it takes decks, the step before makes a PDF"). Given the files it will run on, each file is followed through the
 * whole chain, so a run never fails halfway on something knowable. Pure: the window checks as steps are edited,
 * core and the command line before a run.
 */
import type { UnavailableReason } from '../contract/unavailable-reasons';
import { unavailableText } from '../i18n/unavailable-words';
import { apiFieldName, paramsRefusalText } from '../i18n/param-problem-words';
import type { ParamProblem } from '../tools/params-errors';
import type { ToolDescriptor } from '../contract/service';
import { CATALOG, describeTool, findTool } from '../tools/catalog';
import type { ToolDefinition } from '../tools/catalog';
import { countRefusal, extensionOf, fileRefusal } from '../tools/file-acceptance';
import type { FileFacts, RefusalReason } from '../tools/file-acceptance';
import { countRefusalText, ENGLISH_WORDING, kindsMadeIn, kindsTakenIn, refusalText } from '../i18n/recipes/recipe-words';
import type { CountFacts, ToolRef, Wording } from '../i18n/recipes/recipe-words';
import { checkParams } from '../tools/params-errors';
import type { Recipe } from './recipe-document';
import { gathers, stepOutput } from './step-output';

/** What a problem is about, by code: the facts each edge words in its own language (shared/i18n/recipes/recipe-words.ts). */
export type RecipeProblemFacts =
  | { code: 'add_files'; params: Record<string, never> }
  /** The tool is Deckhand's, but the backend in use does not offer it. */
  | { code: 'not_offered'; params: { tool: ToolRef } }
  | { code: 'unknown_tool'; params: { type: string; known: string[] } }
  /** The backend offers it, but cannot run it now; `reason` is the backend's own sentence. */
  | { code: 'unavailable'; params: { tool: ToolRef; reason: string; coded?: UnavailableReason } }
  /** The tool's schema or cross-check refused the params; `detail` is the schema's sentence (English). */
  | { code: 'params'; params: { tool: ToolRef; detail: string; problems?: ParamProblem[]; more?: number } }
  /** Extensions: what the step takes, what the step before makes (of several files when `several`). */
  | { code: 'cannot_follow'; params: { tool: ToolRef; before: ToolRef; takes: string[]; makes: string[]; several: boolean } }
  /** Files of a kind the step passes on unchanged cannot skip a step that takes all files at once, or the last one. */
  | { code: 'cannot_pass'; params: { tool: ToolRef; why: 'gathers' | 'last' } }
  | { code: 'file_count'; params: { tool: ToolRef } & CountFacts }
  | { code: 'file_refused'; params: { tool: ToolRef; reason: RefusalReason } }
  /** One file followed through the chain: what `before` makes of it, which `tool` does not take. */
  | { code: 'file_chain'; params: { file: string; tool: ToolRef; before: ToolRef; takes: string[]; makes: string[]; several: boolean } };

export type RecipeProblemCode = RecipeProblemFacts['code'];

export type RecipeProblem = RecipeProblemFacts & {
  /** 1-based step number; null for a problem of the whole recipe or of the files. */
  step: number | null;
  /** The problem in English, as core, the engine's API and the command line in English say it. */
  message: string;
};

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

/** The problem as the edge's words say it: "Step 2 (Merge decks): Merge decks cannot follow Convert to PDF: …". */
export function recipeProblemText(words: Wording, problem: RecipeProblemFacts & { step: number | null }): string {
  const where = (tool?: ToolRef) =>
    tool
      ? words.t('recipe.stepTool', { step: problem.step ?? 0, tool: words.toolTitle(tool) })
      : words.t('recipe.step', { step: problem.step ?? 0 });
  const at = (tool: ToolRef | undefined, text: string) => words.t('recipe.at', { where: where(tool), problem: text });
  switch (problem.code) {
    case 'add_files':
      return words.t('recipe.addFiles');
    case 'not_offered':
      return at(problem.params.tool, words.t('recipe.notOffered'));
    case 'unknown_tool':
      return at(undefined, words.t('recipe.unknownTool', { type: problem.params.type, known: problem.params.known.join(', ') }));
    case 'unavailable':
      return at(
        problem.params.tool,
        unavailableText(words, { unavailable: problem.params.reason, unavailableReason: problem.params.coded }) ?? '',
      );
    case 'params':
      return at(
        problem.params.tool,
        paramsRefusalText(words, { ...problem.params, message: problem.params.detail }, (field) =>
          words.fieldName ? words.fieldName(problem.params.tool.type, field) : apiFieldName(field),
        ),
      );
    case 'cannot_follow': {
      const { tool, before, takes, makes, several } = problem.params;
      return at(
        tool,
        words.t('recipe.cannotFollow', {
          tool: words.toolTitle(tool),
          before: words.toolTitle(before),
          takes: kindsTakenIn(words, takes),
          makes: kindsMadeIn(words, makes, several),
        }),
      );
    }
    case 'cannot_pass':
      return at(problem.params.tool, words.t(problem.params.why === 'gathers' ? 'recipe.cannotPassGathers' : 'recipe.cannotPassLast'));
    case 'file_count':
      return at(problem.params.tool, countRefusalText(words, problem.params.tool, problem.params));
    case 'file_refused':
      return at(problem.params.tool, refusalText(words, problem.params.tool, problem.params.reason));
    case 'file_chain': {
      const { file, tool, before, takes, makes, several } = problem.params;
      return words.t('recipe.fileChain', {
        file,
        before: words.toolTitle(before),
        makes: kindsMadeIn(words, makes, several),
        tool: words.toolTitle(tool),
        step: problem.step ?? 0,
        takes: kindsTakenIn(words, takes),
      });
    }
  }
}

function problem(step: number | null, facts: RecipeProblemFacts): RecipeProblem {
  const located = { ...facts, step };
  return { ...located, message: recipeProblemText(ENGLISH_WORDING, located) };
}

function ref(tool: { type: string; title: string }): ToolRef {
  return { type: tool.type, title: tool.title };
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
    problems.push(
      definition
        ? problem(index + 1, { code: 'not_offered', params: { tool: ref(definition) } })
        : problem(index + 1, { code: 'unknown_tool', params: { type: step.type, known } }),
    );
    return null;
  }
  if (tool.unavailable) {
    const coded = tool.unavailableReason ? { coded: tool.unavailableReason } : {};
    problems.push(problem(index + 1, { code: 'unavailable', params: { tool: ref(tool), reason: tool.unavailable, ...coded } }));
    return null;
  }
  const steps = gathers(tool);
  const passes = step.passes ?? [];
  if (passes.length > 0 && (steps || index === last)) {
    problems.push(problem(index + 1, { code: 'cannot_pass', params: { tool: ref(tool), why: steps ? 'gathers' : 'last' } }));
    return null;
  }
  // A one-file step's cross-check sees one file; a gathering step's file count is only known as the run gets there.
  const checked = checkParams(definition, step.params ?? {}, steps ? null : ['input']);
  if (!checked.ok) {
    const coded = { ...(checked.problems ? { problems: checked.problems } : {}), ...(checked.more ? { more: checked.more } : {}) };
    problems.push(problem(index + 1, { code: 'params', params: { tool: ref(tool), detail: checked.message, ...coded } }));
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
      const params = {
        tool: ref(step),
        before: ref(before),
        takes: [...step.tool.extensions],
        makes: output.extensions,
        several: output.several,
      };
      problems.push(problem(index + 1, { code: 'cannot_follow', params }));
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
    problems.push(problem(null, { code: 'add_files', params: {} }));
    return;
  }
  if (first.gathers) {
    const { minFiles, maxFiles, extensions } = first.tool;
    if (countRefusal(first.tool, files.length)) {
      const params = { tool: ref(first), count: files.length, minFiles, maxFiles, extensions: [...extensions] };
      problems.push(problem(1, { code: 'file_count', params }));
    }
  }
  for (const file of files) {
    const refusal = first.passes.includes(extensionOf(file.name)) ? null : fileRefusal(first.tool, file);
    if (refusal) {
      problems.push(problem(1, { code: 'file_refused', params: { tool: ref(first), reason: refusal.reason } }));
      continue;
    }
    let kinds = [extensionOf(file.name)];
    for (let index = 1; index < steps.length; index++) {
      const before = steps[index - 1]!;
      const step = steps[index]!;
      const output = made(before, kinds);
      const refused = output.extensions.filter((extension) => !admits(step, extension));
      if (refused.length > 0) {
        const params = {
          file: file.name,
          tool: ref(step),
          before: ref(before),
          takes: [...step.tool.extensions],
          makes: refused,
          several: output.several,
        };
        problems.push(problem(index + 1, { code: 'file_chain', params }));
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

/** The problems as one message, each on its line: in English, or in the words of an edge that has its own. */
export function describeProblems(problems: readonly RecipeProblem[], words?: Wording): string {
  return problems.map((entry) => (words ? recipeProblemText(words, entry) : entry.message)).join('\n');
}
