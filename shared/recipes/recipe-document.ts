/**
 * A recipe: an ordered list of tool steps saved by name, as one small JSON document that the window, the command
 * line and the MCP server all read. Versioned, so a later Deckhand can read older recipes and refuse newer ones
 * plainly. Fields this version does not know are kept (the window stores each step's form state beside its params).
 */
import { z } from 'zod';

export const RECIPE_VERSION = 1;

/** Most steps in one recipe: a chain longer than this is a mistake, not a workflow. */
export const MAX_RECIPE_STEPS = 20;

export const recipeStepSchema = z.looseObject({
  type: z.string().min(1).max(100),
  params: z.record(z.string(), z.unknown()).optional(),
  /** Kinds of file (".pdf") that go past this step unchanged, to the next: a Board pack's PDFs beside its decks. */
  passes: z
    .array(z.string().regex(/^\.[a-z0-9]{1,10}$/, 'a kind of file, such as ".pdf"'))
    .max(20)
    .optional(),
});

export const recipeSchema = z.looseObject({
  version: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).optional(),
  steps: z.array(recipeStepSchema).min(1).max(MAX_RECIPE_STEPS),
});

export type RecipeStep = z.infer<typeof recipeStepSchema>;
export type Recipe = z.infer<typeof recipeSchema>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function issueText(issue: z.core.$ZodIssue): string {
  const [first, index, field] = issue.path;
  if (first === 'steps' && typeof index === 'number') {
    const what = field === undefined ? 'is not a step object' : `${String(field)}: ${issue.message}`;
    return `Step ${index + 1} ${field === undefined ? what : `has a wrong ${what}`}`;
  }
  if (first === 'steps') return `steps: ${issue.message} (a recipe has 1 to ${MAX_RECIPE_STEPS} steps)`;
  return issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}

/** A recipe from an already parsed value (IPC, MCP arguments): its shape and version, not yet its tools. */
export function parseRecipe(value: unknown): Parsed<Recipe> {
  const parsed = recipeSchema.safeParse(value);
  if (!parsed.success) return { ok: false, message: `This is not a recipe: ${parsed.error.issues.slice(0, 3).map(issueText).join('; ')}.` };
  const version = parsed.data.version ?? RECIPE_VERSION;
  if (version > RECIPE_VERSION) {
    return {
      ok: false,
      message: `This recipe is version ${version}; this Deckhand reads recipes up to version ${RECIPE_VERSION}. Update Deckhand to run it.`,
    };
  }
  return { ok: true, value: { ...parsed.data, version } };
}

/** A recipe from the text of a .json file; `source` names it in the message ("recipe.json is not valid JSON …"). */
export function parseRecipeText(text: string, source = 'The recipe'): Parsed<Recipe> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `${source} is not valid JSON (${error instanceof Error ? error.message : String(error)}).` };
  }
  const parsed = parseRecipe(value);
  return parsed.ok ? parsed : { ok: false, message: `${source}: ${parsed.message}` };
}

/** The document as it is saved: version first, then name, description and steps, then what the window keeps. */
export function recipeDocument(recipe: Recipe): Recipe {
  const { version: _version, name, description, steps, ...rest } = recipe;
  return { version: RECIPE_VERSION, name, ...(description === undefined ? {} : { description }), steps, ...rest };
}
