import { translate } from '../../i18n/i18n';

const MAX_FIRST_NAME = 200;

/**
 * A merge's display name, used by its card, History and notifications: "a.pptx + 2 more", so a merge is not
 * mistaken for its first deck, in the window's language when the merge starts (the name is kept as given). The
 * engine keeps 255 characters of a name, hence the cap on the first one.
 */
export function mergeTaskName(files: readonly { name: string }[]): string | undefined {
  const [first] = files;
  if (!first) return undefined;
  const head = first.name.length > MAX_FIRST_NAME ? `${first.name.slice(0, MAX_FIRST_NAME - 1)}…` : first.name;
  return files.length === 1 ? head : translate('merge.taskName', { first: head, count: files.length - 1 });
}
