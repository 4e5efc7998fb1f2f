/**
 * What one step makes of one input file, by extension, so a recipe is checked link by link before anything runs.
 * The definitions say the output's extension when it is fixed (`.pdf`, `.pptx`); the facts here cover the tools
 * whose output depends on the input (Translate writes decks as decks and PDFs as Word documents; Compress and
 * Resize keep the kind) and what is inside a ZIP a step delivers (a split's decks, a render's pictures), which is
 * what fans out to the next step.
 */
import type { ToolDescriptor } from '../contract/service';

type OutputFacts = Pick<ToolDescriptor, 'type' | 'output'>;

/** Input extension → output extension, for tools whose `output` names no extension; absent = the same kind. */
const CHANGES_KIND: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  translation: { '.pdf': '.docx' },
};

/** The files inside a ZIP a step delivers, by params: these fan out one by one to the next step. */
const ZIP_ENTRIES: Readonly<Record<string, (params: Record<string, unknown>) => string[]>> = {
  'pptx.split': () => ['.pptx'],
  'convertor.ppt2image': (params) => [`.${pictureFormat(params)}`],
  'convertor.pdf2image': (params) => [`.${pictureFormat(params)}`],
  'convertor.keynote2image': (params) => [`.${pictureFormat(params)}`],
};

function pictureFormat(params: Record<string, unknown>): string {
  return params.format === 'jpg' ? 'jpg' : 'png';
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
  if (output.kind === 'none') return { extensions: [], fansOut: false };
  if (output.kind === 'zip') {
    const entries = ZIP_ENTRIES[tool.type];
    return entries ? { extensions: entries(params), fansOut: true } : { extensions: ['.zip'], fansOut: false };
  }
  if (output.extension) return { extensions: [output.extension], fansOut: false };
  return { extensions: [CHANGES_KIND[tool.type]?.[inputExtension] ?? inputExtension], fansOut: false };
}

/** True when the tool's ZIP output is unpacked for the next step (split's decks, pictures), not passed on as a ZIP. */
export function fansOut(tool: OutputFacts): boolean {
  return tool.output.kind === 'zip' && ZIP_ENTRIES[tool.type] !== undefined;
}

/** Takes every file that reaches it in one task (Merge, HTML player, Create) rather than one task per file. */
export function gathers(tool: Pick<ToolDescriptor, 'maxFiles'>): boolean {
  return tool.maxFiles !== 1;
}
