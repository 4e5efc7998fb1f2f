import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ToolRun } from '../../main/engine/tools/tool';

/** One run of an engine tool on `file`, as a worker would call it, in a work folder removed afterwards. */
export async function callTool<P>(run: ToolRun<P>, file: string, params: P, scratch: string): Promise<void> {
  const workDir = await mkdtemp(path.join(scratch, 'job-'));
  try {
    await run({
      inputs: [{ path: file, name: path.basename(file), size: (await stat(file)).size, mimeType: 'application/octet-stream' }],
      params,
      workDir,
      signal: new AbortController().signal,
      reportProgress: () => {},
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
