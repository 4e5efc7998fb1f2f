import type { ToolDescriptor } from '../../../shared/contract/service';
import { acceptsFileType } from '../../../shared/tools/file-acceptance';
import type { FileFacts } from '../../../shared/tools/file-acceptance';
import type { Panel } from '../shared/panel/panel-definition';
import { panelTool } from '../shared/panel/panel-tool';
import { stagingLimit } from '../shared/panel/use-panel-intake';

export type DropRoute = { kind: 'panel'; panel: Panel } | { kind: 'choose'; panels: Panel[] } | { kind: 'none'; message: string };

function toolOf(panel: Panel, tools: readonly ToolDescriptor[]): ToolDescriptor | undefined {
  const tool = panelTool(panel, tools);
  return tool && !tool.unavailable ? tool : undefined;
}

/** The panel takes every file, and has room for that many. */
function takes(panel: Panel, tools: readonly ToolDescriptor[], files: readonly FileFacts[]): boolean {
  const tool = toolOf(panel, tools);
  if (!tool || files.length > stagingLimit(panel, tool)) return false;
  return files.every((file) => acceptsFileType(tool, file));
}

/** The panel takes at least one of the files: it stages those and says why it refuses the others. */
function takesSome(panel: Panel, tools: readonly ToolDescriptor[], files: readonly FileFacts[]): boolean {
  const tool = toolOf(panel, tools);
  return tool !== undefined && files.some((file) => acceptsFileType(tool, file));
}

/**
 * Where files dropped on the window (or opened from the dock, the command line) go: the open panel when it takes
 * any of them (it says why it refuses the rest); else the one panel that claims such files (several decks → Merge,
 * pictures → Resize); else the only panel that takes them all; else the person chooses among those that do. Files
 * no panel takes go to the open panel, which says why it refuses them.
 */
export function routeDrop(
  files: readonly FileFacts[],
  current: Panel | undefined,
  panels: readonly Panel[],
  tools: readonly ToolDescriptor[],
): DropRoute {
  if (current && takesSome(current, tools, files)) return { kind: 'panel', panel: current };
  const taking = panels.filter((panel) => takes(panel, tools, files));
  const claiming = taking.filter((panel) => panel.claimsDrop?.(files) === true);
  if (claiming.length === 1 && claiming[0]) return { kind: 'panel', panel: claiming[0] };
  if (taking.length === 1 && taking[0]) return { kind: 'panel', panel: taking[0] };
  if (taking.length > 1) return { kind: 'choose', panels: taking };
  // Nothing takes them: the open panel says why, in its own words.
  if (current) return { kind: 'panel', panel: current };
  const names = files.map((file) => `“${file.name}”`).join(', ');
  return {
    kind: 'none',
    message:
      files.length === 1
        ? `No tool here takes ${names}.`
        : `No one tool here takes all of ${names}; drop them on the panel they belong to.`,
  };
}
