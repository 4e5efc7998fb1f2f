/**
 * Files named by kind, for recipe messages: "it takes decks, the step before makes a PDF". One noun per extension;
 * every picture format is "pictures", every video format "videos", so a list of what a tool takes stays short. The
 * words are the catalogs' (shared/i18n/recipes/file-kind-messages.ts); this holds which extension is which kind.
 */

/** The catalog's name of each kind (`fileKind.<id>.one|many`, shared/i18n/recipes/file-kind-messages.ts). */
export type FileKindId =
  | 'deck'
  | 'ppt'
  | 'pps'
  | 'pot'
  | 'odp'
  | 'keynote'
  | 'pdf'
  | 'docx'
  | 'doc'
  | 'xlsx'
  | 'html'
  | 'markdown'
  | 'text'
  | 'json'
  | 'zip'
  | 'video'
  | 'picture';

const KINDS: Readonly<Record<string, FileKindId>> = {
  '.pptx': 'deck',
  '.ppt': 'ppt',
  '.pps': 'pps',
  '.pot': 'pot',
  '.odp': 'odp',
  '.key': 'keynote',
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.doc': 'doc',
  '.xlsx': 'xlsx',
  '.html': 'html',
  '.htm': 'html',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.txt': 'text',
  '.json': 'json',
  '.zip': 'zip',
  '.mp4': 'video',
  '.m4v': 'video',
  '.mov': 'video',
  '.avi': 'video',
  '.mkv': 'video',
  '.webm': 'video',
  '.jpg': 'picture',
  '.jpeg': 'picture',
  '.png': 'picture',
  '.webp': 'picture',
  '.gif': 'picture',
  '.tif': 'picture',
  '.tiff': 'picture',
  '.avif': 'picture',
  '.heic': 'picture',
  '.heif': 'picture',
  '.bmp': 'picture',
  '.svg': 'picture',
};

/** A kind by its catalog id, or an extension no kind covers (named as "a .xyz file"). */
export type FileKind = { id: FileKindId } | { extension: string };

function kindOf(extension: string): FileKind {
  const id = KINDS[extension];
  return id ? { id } : { extension };
}

function distinct(kinds: readonly FileKind[]): FileKind[] {
  const seen = new Set<string>();
  return kinds.filter((kind) => {
    const key = 'id' in kind ? kind.id : kind.extension;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** PowerPoint's older formats, named apart only when a tool takes them and not .pptx (PPT to PPTX). */
const LEGACY_DECKS = new Set(['.ppt', '.pps', '.pot']);

/** The kinds a tool takes, each once ("decks", not "decks or .ppt decks"); empty: any file. */
export function kindsOfTaken(extensions: readonly string[]): FileKind[] {
  const folded = extensions.includes('.pptx')
    ? extensions.map((extension) => (LEGACY_DECKS.has(extension) ? '.pptx' : extension))
    : extensions;
  return distinct(folded.map(kindOf));
}

/** The kinds a step makes, each once; empty: no file. */
export function kindsOfMade(extensions: readonly string[]): FileKind[] {
  return distinct(extensions.map(kindOf));
}
