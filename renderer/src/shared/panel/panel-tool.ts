import { useTools } from '../use-tools';
import type { ToolLoader } from '../use-tools';
import type { ToolDescriptor } from '../../../../shared/contract/service';
import type { Panel } from './panel-definition';
import { panelHeading } from './panel-words';
import { toolSummary, toolTitle } from '../tool-words';
import { toolUnavailable } from '../unavailable-words';

/** Every tool type a panel may start: its own first. */
export function panelToolTypes(panel: Panel): string[] {
  return [panel.toolType, ...(panel.otherToolTypes ?? [])];
}

function union<T>(lists: readonly (readonly T[])[]): T[] {
  return [...new Set(lists.flat())];
}

/**
 * The tool a panel works with, as one descriptor: its only tool, or, for a panel over several tools, one that takes
 * what any of them takes (the backend checks each task against its own tool again). Unavailable only when every one
 * of them is; undefined when the backend offers none of them. Its title and summary are in the window's language.
 */
export function panelTool(panel: Panel, tools: readonly (ToolDescriptor | undefined)[]): ToolDescriptor | undefined {
  const types = panelToolTypes(panel);
  const members = types.flatMap((type) => tools.filter((tool): tool is ToolDescriptor => tool?.type === type).slice(0, 1));
  const [first] = members;
  if (!first) return undefined;
  const unavailable = (tool: ToolDescriptor) => (tool.unavailable ? { unavailable: toolUnavailable(tool) } : {});
  if (types.length === 1) return { ...first, title: toolTitle(first), summary: toolSummary(first), ...unavailable(first) };
  const usable = members.filter((tool) => !tool.unavailable);
  const basis = usable.length > 0 ? usable : members;
  const bounded = (pick: (tool: ToolDescriptor) => number | null) =>
    basis.some((tool) => pick(tool) === null) ? null : Math.max(...basis.map((tool) => pick(tool) ?? 0));
  const { unavailable: _unavailable, ...primary } = first;
  return {
    ...primary,
    title: panelHeading(panel)?.title ?? toolTitle(first),
    summary: panelHeading(panel)?.summary ?? toolSummary(first),
    extensions: union(basis.map((tool) => tool.extensions)),
    mimeTypes: union(basis.map((tool) => tool.mimeTypes)),
    minFiles: Math.min(...basis.map((tool) => tool.minFiles)),
    maxFiles: bounded((tool) => tool.maxFiles),
    maxFileBytes: bounded((tool) => tool.maxFileBytes),
    ...(usable.length === 0 ? unavailable(first) : {}),
  };
}

/** The panel's tool from the backend's list (see panelTool). */
export function usePanelTool(panel: Panel): { tool: ToolDescriptor | undefined; isPending: boolean; error: Error | null } {
  const query = useTools();
  return { tool: query.data ? panelTool(panel, query.data) : undefined, isPending: query.isPending, error: query.error };
}

/** The panel's tool, waiting for the backend's list when it is still loading (a drop right after start). */
export async function loadPanelTool(panel: Panel, loadTool: ToolLoader): Promise<ToolDescriptor | undefined> {
  return panelTool(panel, await Promise.all(panelToolTypes(panel).map((type) => loadTool(type))));
}
