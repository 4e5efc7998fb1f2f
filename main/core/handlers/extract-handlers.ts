import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findTool } from '../../../shared/tools/catalog';
import type { IpcHandlers } from '../ipc-router';
import { suggestOutputName } from '../output-name';
import { ServiceError } from '../service-client/service-error';
import { extractSlideDecks } from '../slide-decks-extract';
import type { HandlerDeps, SavedPaths } from './handler-deps';

type ExtractHandlers = Pick<IpcHandlers, 'tasks:extract'>;

export function createExtractHandlers(deps: HandlerDeps, saved: SavedPaths): ExtractHandlers {
  return {
    'tasks:extract': async ({ id }) => {
      if (!deps.platform.chooseFolder) {
        throw new ServiceError({ code: 'unsupported', message: 'Extracting to a folder is not available here: save the ZIP instead.' });
      }
      const client = await deps.backend.client();
      const task = await client.getTask(id);
      if (findTool(task.type)?.extractable !== true) {
        throw new ServiceError({ code: 'invalid_parameter', message: 'Only the result of a split can be extracted to a folder.' });
      }
      if (task.status !== 'completed') {
        throw new ServiceError({
          code: 'not_ready',
          message: task.status === 'failed' ? 'This task failed; it has no result to extract.' : 'This task has not finished yet.',
        });
      }
      const parent = await deps.platform.chooseFolder({
        title: deps.t('dialog.chooseSlidesFolder'),
        defaultDir: deps.settings.get().saveFolder,
      });
      if (parent === null) return { kind: 'cancelled' };

      const tools = await deps.backend.tools().catch(() => []);
      const zipName = suggestOutputName(
        task,
        tools.find((tool) => tool.type === task.type),
        deps.taskCenter.requestOf(id),
      );
      // yauzl reads a ZIP by random access, so the download lands in a file first (streamed, size-checked).
      const temp = await mkdtemp(path.join(tmpdir(), 'deckhand-extract-'));
      try {
        const zip = await client.download(task, path.join(temp, 'result.zip'));
        const { folder, files } = await extractSlideDecks(zip.path, parent, zipName.replace(/\.zip$/i, ''));
        // Show in folder reveals only what this app wrote; the new folder is that.
        saved.add(folder);
        return { kind: 'extracted', folder, files: files.length };
      } finally {
        await rm(temp, { recursive: true, force: true });
      }
    },
  };
}
