import type { StagedFile, SubmitTaskRequest } from '../../../../shared/contract/ipc';
import type { ToolDescriptor } from '../../../../shared/contract/service';
import { findTool } from '../../../../shared/tools/catalog';
import { checkParams } from '../../../../shared/tools/params-errors';
import type { StagedItem } from './intake-store';
import type { Panel } from './panel-definition';
import { translate } from '../../i18n/i18n';
import { panelNoun, panelVerb } from './panel-words';
import { toolUnavailable } from '../unavailable-words';
import { paramsRefusalWords } from '../param-problem-words';

/** The params and display name of each task a panel would start now (one for 'together', one per file for 'each'). */
export function plannedRequests(panel: Panel, tool: ToolDescriptor, options: unknown, files: readonly StagedFile[]): SubmitTaskRequest[] {
  const groups = panel.batch === 'each' ? files.map((file) => [file]) : [files];
  // Tasks started together notify once, as a summary (core's FinishNotifier).
  const batch = groups.length > 1 ? { id: crypto.randomUUID(), size: groups.length } : undefined;
  return groups.map((group) => {
    const params = panel.options?.toParams(options, group) ?? {};
    const name = panel.options?.taskName?.(options, group);
    const outputName = panel.options?.outputName?.(options, group);
    const type = panel.requestType?.(options, group) ?? tool.type;
    return {
      type,
      params,
      files: [...group],
      ...(name ? { name } : {}),
      ...(outputName ? { outputName } : {}),
      ...(batch ? { batch } : {}),
    };
  });
}

/**
 * Why the panel cannot start yet, in the panel's words; null when it can. Checked as the person works (the same
 * checks core runs before an upload), so a wrong option never costs an upload.
 */
export function panelBlocker(
  panel: Panel,
  tool: ToolDescriptor,
  options: unknown,
  items: readonly StagedItem[],
  /** The backend's tools, to say so when the tool a panel over several picks cannot run. */
  tools?: readonly ToolDescriptor[],
): string | null {
  const noun = panelNoun(panel);
  if (tool.unavailable) return tool.unavailable;
  if (items.some((item) => item.state === 'staging')) return translate('panel.blocker.staging', { every: translate(`noun.${noun}.every`) });
  if (items.some((item) => item.state === 'failed'))
    return translate('panel.blocker.failed', { theMany: translate(`noun.${noun}.theMany`) });
  const needed = panel.batch === 'each' ? 1 : tool.minFiles;
  const verb = panelVerb(panel);
  if (items.length < needed) {
    return needed <= 1
      ? translate('panel.blocker.addOne', { a: translate(`noun.${noun}.a`), verb })
      : translate('panel.blocker.addAtLeast', { count: needed, many: translate(`noun.${noun}.many`), verb });
  }
  const optionsProblem = panel.options?.blocker?.(options, items) ?? null;
  if (optionsProblem) return optionsProblem;
  const files = items.flatMap((item) => (item.staged ? [item.staged] : []));
  for (const request of plannedRequests(panel, tool, options, files)) {
    if (request.type !== tool.type && tools) {
      const chosen = tools.find((entry) => entry.type === request.type);
      if (!chosen) return translate('panel.blocker.notOffered', { type: request.type });
      if (chosen.unavailable) return toolUnavailable(chosen) ?? chosen.unavailable;
    }
    const definition = findTool(request.type);
    if (!definition) continue;
    const checked = checkParams(
      definition,
      request.params,
      request.files.map((file) => file.name),
    );
    if (!checked.ok) return paramsRefusalWords(definition.type, checked);
  }
  return null;
}
