/**
 * Why a watch folder cannot be watched into its output folder (missing, the same folder, not writable, the same under
 * another name), in the words given: the app's language, or the terminal's.
 */
import { access, constants as fsConstants, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Wording } from '../../../shared/i18n/recipes/recipe-words';

/** Whether two paths are the same folder: by device and inode, so a symlink or another letter case is no disguise. */
async function sameFolder(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([stat(a).catch(() => null), stat(b).catch(() => null)]);
  return left !== null && right !== null && left.dev === right.dev && left.ino === right.ino;
}

/** The reason to pause, or null when the folders are fine (the output folder is made when missing). */
export async function folderProblem(dir: string, outputDir: string, words: Wording): Promise<string | null> {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) return words.t('watch.notThere', { dir });
  if (path.resolve(dir) === path.resolve(outputDir)) return words.t('watch.outputIsWatch');
  try {
    await mkdir(outputDir, { recursive: true });
    await access(outputDir, fsConstants.W_OK);
  } catch (error) {
    return words.t('watch.outputUnwritable', { dir: outputDir, code: (error as { code?: string }).code ?? 'error' });
  }
  // A link to the watch folder (or its name in another case on a case-insensitive disk) would feed outputs back in.
  if (await sameFolder(dir, outputDir)) return words.t('watch.outputAlias', { dir: outputDir });
  return null;
}
