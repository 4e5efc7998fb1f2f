/**
 * What one step makes of one input file, by extension, so a recipe is checked link by link before anything runs.
 * The definitions say it: `output` names the extension when it is fixed (`.pdf`, `.pptx`), and `recipeOutput` what
 * depends on the input (Translate writes decks as decks and PDFs as Word documents; Compress and Resize keep the
 * kind) and what is inside a ZIP a step delivers (a split's decks, a render's pictures), which fans out to the next
 * step. A type no definition knows (a cloud-only tool added later) makes what its descriptor's `output` says.
 */
import type { ToolDescriptor } from '../contract/service';
import { findTool } from '../tools/catalog';
import type { RecipeOutput } from '../tools/tool-definition';

type OutputFacts = Pick<ToolDescriptor, 'type' | 'output'>;

function recipeOutputOf(tool: OutputFacts): RecipeOutput {
  return findTool(tool.type)?.recipeOutput ?? 'as-output';
}

export interface StepOutput {
  /** The extensions of the files the step makes from this input (one, or the kinds inside a ZIP that fans out). */
  extensions: string[];
  /** The step delivers a ZIP whose files go on one by one. */
  fansOut: boolean;
}

/** What `tool` makes of a file with this extension (".pptx"), given the step's params. */
export function stepOutput(tool: OutputFacts, params: Record<string, unknown>, inputExtension: string): StepOutput {
  const { output } = tool;
  const facts = recipeOutputOf(tool);
  if (output.kind === 'none') return { extensions: [], fansOut: false };
  if (output.kind === 'zip') {
    return typeof facts === 'object' && 'zipEntries' in facts
      ? { extensions: facts.zipEntries(params), fansOut: true }
      : { extensions: ['.zip'], fansOut: false };
  }
  if (output.extension) return { extensions: [output.extension], fansOut: false };
  const changed = typeof facts === 'object' && 'changesKind' in facts ? facts.changesKind[inputExtension] : undefined;
  return { extensions: [changed ?? inputExtension], fansOut: false };
}

/** Takes every file that reaches it in one task (Merge, HTML player, Create) rather than one task per file. */
export function gathers(tool: Pick<ToolDescriptor, 'maxFiles'>): boolean {
  return tool.maxFiles !== 1;
}
