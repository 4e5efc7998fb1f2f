import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { IpcHandlers } from '../ipc-router';
import type { StagedFile } from '../../../shared/contract/ipc';
import { toolTitleIn } from '../../../shared/i18n/tool-titles';
import { CATALOG, describeTool } from '../../../shared/tools/catalog';
import { ServiceError } from '../service-client/service-error';
import { inspectDeck } from '../service-client/engine-extras';
import type { HandlerDeps, SavedPaths } from './handler-deps';

/** What "Open" hands to the system: the kinds of file the tools make, never programs or scripts. */
const OPENABLE = /\.(pdf|html?|pptx|ppt|odp|key|docx|xlsx|zip|png|jpe?g|webp|gif|tiff?|avif|mp4|m4v|mov|webm|mkv)$/i;

type FileHandlers = Pick<IpcHandlers, 'files:describe' | 'files:pick' | 'files:showInFolder' | 'files:inspectDeck' | 'files:open'>;

export async function describeFiles(paths: string[], fileAccess?: (path: string) => boolean): Promise<StagedFile[]> {
  const described: StagedFile[] = [];
  for (const given of paths) {
    const absolute = path.resolve(given);
    const name = path.basename(absolute);
    if (fileAccess && !fileAccess(absolute)) {
      throw new ServiceError({ code: 'forbidden', message: `“${name}” is not a file this app may read.` });
    }
    let info;
    try {
      info = await stat(absolute);
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new ServiceError({
        code: 'file_unreadable',
        message: code === 'ENOENT' ? `“${name}” does not exist.` : `“${name}” cannot be read (${code ?? 'error'}).`,
      });
    }
    if (!info.isFile()) {
      throw new ServiceError({
        code: 'invalid_parameter',
        message: info.isDirectory() ? `“${name}” is a folder; drop the files inside it instead.` : `“${name}” is not a regular file.`,
      });
    }
    described.push({ path: absolute, name, size: info.size });
  }
  return described;
}

export function createFileHandlers(deps: HandlerDeps, saved: SavedPaths): FileHandlers {
  return {
    'files:describe': ({ paths }) => describeFiles(paths, deps.fileAccess),

    'files:pick': async ({ toolType }) => {
      let tools;
      try {
        tools = await deps.backend.tools();
      } catch {
        tools = CATALOG.map(describeTool);
      }
      const tool = tools.find((candidate) => candidate.type === toolType);
      if (!tool) throw new ServiceError({ code: 'invalid_parameter', message: `Unknown tool “${toolType}”.` });
      const picked = await deps.platform.pickFiles({
        title: deps.t('dialog.chooseFilesFor', { tool: toolTitleIn(deps.locale?.() ?? 'en', tool) }),
        extensions: tool.extensions,
      });
      return describeFiles(picked, deps.fileAccess);
    },

    'files:inspectDeck': async ({ path: given }) => {
      const [file] = await describeFiles([given], deps.fileAccess);
      // The engine reads decks (core loads none of its code): the local one, whichever backend tasks go to.
      return inspectDeck(await deps.backend.engineClient(), file?.path ?? given, file?.name ?? path.basename(given));
    },

    'files:showInFolder': async ({ path: target }) => {
      if (!deps.platform.showInFolder) {
        throw new ServiceError({ code: 'unsupported', message: 'Showing files in a folder is not available here.' });
      }
      if (!saved.has(target)) {
        throw new ServiceError({ code: 'forbidden', message: 'Only files this app saved can be shown in their folder.' });
      }
      await deps.platform.showInFolder(target);
    },

    'files:open': async ({ path: target }) => {
      if (!deps.platform.openPath) {
        throw new ServiceError({ code: 'unsupported', message: 'Opening files is not available here: your browser opens its downloads.' });
      }
      // The renderer is untrusted: "open" must not become a way to run whatever a path names.
      if (!saved.has(target)) {
        throw new ServiceError({ code: 'forbidden', message: 'Only files this app saved can be opened.' });
      }
      const info = await stat(target).catch(() => null);
      if (!info) throw new ServiceError({ code: 'file_unreadable', message: `“${path.basename(target)}” is no longer there.` });
      // A result saved under a name the person typed could end in .exe or .sh: those are never launched.
      if (!info.isDirectory() && !OPENABLE.test(target)) {
        throw new ServiceError({
          code: 'forbidden',
          message: `Deckhand opens documents, pictures and videos only, not “${path.basename(target)}”.`,
        });
      }
      await deps.platform.openPath(target);
    },
  };
}
