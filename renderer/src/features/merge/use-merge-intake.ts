import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { StagedFile } from '../../../../shared/contract/ipc';
import type { ToolDescriptor } from '../../../../shared/contract/service';
import { deckhand } from '../../shared/bridge';
import { asDeckhandError } from '../../shared/bridge-error';
import { queryKeys } from '../../shared/query-keys';
import { checkCandidates } from './file-intake';
import { MERGE_TOOL_TYPE } from './merge-tool';
import { useStagedFiles } from './staged-files-store';
import type { StagedItem } from './staged-files-store';

let nextKey = 1;
const newKey = () => `staged-${nextKey++}`;

export interface MergeIntake {
  /** Dropped or picked browser files: checked against the tool, then staged (uploaded in web mode). */
  addFiles: (files: File[]) => Promise<void>;
  /** Files main already knows by path (command line, second launch, Open Files… menu). */
  addStaged: (files: StagedFile[]) => Promise<void>;
}

/** Where every file enters the merge panel, whichever way it came. */
export function useMergeIntake(): MergeIntake {
  const queryClient = useQueryClient();

  const loadTool = useCallback(async (): Promise<ToolDescriptor | null> => {
    try {
      const tools = await queryClient.ensureQueryData({ queryKey: queryKeys.tools, queryFn: () => deckhand().tools.list() });
      return tools.find((tool) => tool.type === MERGE_TOOL_TYPE) ?? null;
    } catch (reason) {
      useStagedFiles.getState().refuse([`The files were not added: ${asDeckhandError(reason).message}`]);
      return null;
    }
  }, [queryClient]);

  const addFiles = useCallback(
    async (files: File[]) => {
      const tool = await loadTool();
      if (!tool) return;
      const store = useStagedFiles.getState();
      const { accepted, refusals } = checkCandidates(files, tool, store.items.length);
      if (refusals.length > 0) store.refuse(refusals);
      const entries = accepted.map((file) => ({
        file,
        item: { key: newKey(), name: file.name, size: file.size, state: 'staging', sentBytes: 0 } satisfies StagedItem,
      }));
      store.add(entries.map((entry) => entry.item));
      // One at a time: in web mode each stage is an upload, and sequential uploads show honest per-file progress.
      for (const { file, item } of entries) {
        try {
          const [staged] = await deckhand().files.stage([file], (progress) => {
            useStagedFiles.getState().update(item.key, { sentBytes: progress.sentBytes });
          });
          if (!staged) throw new Error('The file could not be read.');
          useStagedFiles.getState().update(item.key, { state: 'ready', sentBytes: item.size, staged, size: staged.size });
        } catch (reason) {
          useStagedFiles.getState().update(item.key, { state: 'failed', error: asDeckhandError(reason).message });
        }
      }
    },
    [loadTool],
  );

  const addStaged = useCallback(
    async (files: StagedFile[]) => {
      const tool = await loadTool();
      if (!tool) return;
      const store = useStagedFiles.getState();
      const { accepted, refusals } = checkCandidates(files, tool, store.items.length);
      if (refusals.length > 0) store.refuse(refusals);
      store.add(
        accepted.map((staged) => ({ key: newKey(), name: staged.name, size: staged.size, state: 'ready', sentBytes: staged.size, staged })),
      );
    },
    [loadTool],
  );

  return { addFiles, addStaged };
}
