/** Names offered for download, built from user-supplied names or titles, by the one safe-name function (shared/). */
import { safeFileName } from '../../../../shared/file-names';

export { splitFileName } from '../../../../shared/file-names';

/** A file-name stem from arbitrary text (a title, a user's file name): unsafe runs become a space, at most 120 characters. */
export function safeFileBase(text: string, fallback: string): string {
  return safeFileName(text, fallback, { replacement: ' ', maxLength: 120 });
}
