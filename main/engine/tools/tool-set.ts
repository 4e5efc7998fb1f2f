import { pathToFileURL } from 'node:url';
import { CATALOG, findTool, type ToolDefinition } from '../../../shared/tools/catalog';
import { TOOL_LOADERS } from './registry';

/**
 * A tool that is not in the production catalog, loaded by the worker from a module file. Tests use it to
 * exercise the queue with tools such as `test.sleep`; clients never see these in `GET /tools/types`.
 */
export interface ExtraTool {
  entry: ToolDefinition;
  /** Absolute path of the module that implements the tool. */
  modulePath: string;
  /** The module's export holding the ToolRun; default `run`. */
  exportName?: string;
}

export type ToolSource = { kind: 'registry' } | { kind: 'module'; url: string; exportName: string };

export interface ResolvedTool {
  entry: ToolDefinition;
  /** null when this engine cannot run the type (cloud-only, or no module registered). */
  source: ToolSource | null;
}

export class ToolSet {
  private readonly extras = new Map<string, ExtraTool>();

  constructor(
    extraTools: readonly ExtraTool[] = [],
    private readonly fileLimitOverrides: Readonly<Record<string, number>> = {},
    /** File bytes per request for tools that take several files. */
    private readonly maxRequestBytes = Number.MAX_SAFE_INTEGER,
  ) {
    for (const tool of extraTools) this.extras.set(tool.entry.type, tool);
  }

  resolve(type: string): ResolvedTool | undefined {
    const extra = this.extras.get(type);
    if (extra) {
      return {
        entry: extra.entry,
        source: { kind: 'module', url: pathToFileURL(extra.modulePath).href, exportName: extra.exportName ?? 'run' },
      };
    }
    const entry = findTool(type);
    if (!entry) return undefined;
    const runnable = entry.local && Object.hasOwn(TOOL_LOADERS, type);
    return { entry, source: runnable ? { kind: 'registry' } : null };
  }

  /** Every known type: the catalog first, then test tools. */
  knownTypes(): string[] {
    return [...CATALOG.map((entry) => entry.type), ...this.extras.keys()];
  }

  /** The per-file byte limit the engine enforces for a type (catalog value unless overridden). */
  fileLimit(entry: ToolDefinition): number | null {
    return this.fileLimitOverrides[entry.type] ?? entry.maxFileBytes;
  }

  /**
   * All files of one request together: a one-file tool's file limit, else the engine's request cap. Counted as
   * bytes arrive, so twelve files of 250 MB cannot pass one by one.
   */
  requestLimit(entry: ToolDefinition): number {
    const perFile = this.fileLimit(entry);
    const byCount = perFile !== null && entry.maxFiles !== null ? perFile * entry.maxFiles : Number.MAX_SAFE_INTEGER;
    return Math.min(byCount, this.maxRequestBytes);
  }

  /** Applied to files that arrive before the `type` field: no tool this engine runs accepts more. */
  largestFileLimit(): number {
    return Math.max(0, ...this.runnable().map((entry) => this.fileLimit(entry) ?? 0));
  }

  /** The request cap before the `type` field is known: the largest of any tool this engine runs. */
  largestRequestLimit(): number {
    return Math.max(0, ...this.runnable().map((entry) => this.requestLimit(entry)));
  }

  /** Cloud-only tools may take larger files, but this engine would refuse them anyway. */
  private runnable(): ToolDefinition[] {
    return [...CATALOG, ...[...this.extras.values()].map((tool) => tool.entry)].filter((entry) => entry.local);
  }
}
