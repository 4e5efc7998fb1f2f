/**
 * `POST /tools/inspect`'s reading of a file (inspect/inspect-file.ts) in a worker thread of its own, like a tool: the
 * client going away or the time limit stops it (and the programs it started), and a crash in sharp or LibreOffice
 * ends that thread, not the engine's.
 */
import { TOOL_ABORT_GRACE_MS } from '../../../shared/contract/engine-stop';
import type { InspectionLine, InspectionParams } from '../inspect/inspection';
import type { WarmOffice } from '../lib/office/office-standby';
import { runInWorker } from './run-in-worker';

/** As long as a standard tool may run: a large deck's thumbnails are a whole LibreOffice export. */
export const INSPECTION_TIMEOUT_MS = 10 * 60_000;

export interface InspectionRequest {
  /** The uploaded file, in a private scratch folder. */
  path: string;
  params: InspectionParams;
  signal: AbortSignal;
  onLine(line: InspectionLine): void;
  standby?: { take(): WarmOffice | null; start(): Promise<void> } | undefined;
  timeoutMs?: number;
}

/** Resolves once every line was sent; rejects with a ToolRunError (worker/run-in-worker.ts). */
export async function runInspection(request: InspectionRequest): Promise<void> {
  const { path, params } = request;
  await runInWorker<null>(
    {
      type: 'inspection',
      source: { kind: 'inspection' },
      inputs: [{ path, name: params.name, size: 0, mimeType: 'application/octet-stream' }],
      params: { ...params },
      workDir: '',
    },
    {
      signal: request.signal,
      timeoutMs: request.timeoutMs ?? INSPECTION_TIMEOUT_MS,
      abortGraceMs: TOOL_ABORT_GRACE_MS,
      onLine: (line) => request.onLine(line as InspectionLine),
      ...(request.standby ? { standby: request.standby } : {}),
    },
  );
}
