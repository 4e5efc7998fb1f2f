/**
 * Files named by kind, for recipe messages: "it takes decks, the step before makes a PDF". One noun per extension;
 * every picture format is "pictures", every video format "videos", so a list of what a tool takes stays short.
 */
import { listExtensions } from '../tools/file-acceptance';

interface KindNoun {
  one: string;
  many: string;
}

const PICTURE: KindNoun = { one: 'a picture', many: 'pictures' };
const VIDEO: KindNoun = { one: 'a video', many: 'videos' };

const NOUNS: Readonly<Record<string, KindNoun>> = {
  '.pptx': { one: 'a deck', many: 'decks' },
  '.ppt': { one: 'a .ppt deck', many: '.ppt decks' },
  '.pps': { one: 'a .pps slide show', many: '.pps slide shows' },
  '.pot': { one: 'a .pot template', many: '.pot templates' },
  '.odp': { one: 'an OpenDocument presentation', many: 'OpenDocument presentations' },
  '.key': { one: 'a Keynote file', many: 'Keynote files' },
  '.pdf': { one: 'a PDF', many: 'PDFs' },
  '.docx': { one: 'a Word document', many: 'Word documents' },
  '.doc': { one: 'a Word 97–2003 document', many: 'Word 97–2003 documents' },
  '.xlsx': { one: 'a spreadsheet', many: 'spreadsheets' },
  '.html': { one: 'an HTML page', many: 'HTML pages' },
  '.htm': { one: 'an HTML page', many: 'HTML pages' },
  '.md': { one: 'a Markdown file', many: 'Markdown files' },
  '.markdown': { one: 'a Markdown file', many: 'Markdown files' },
  '.txt': { one: 'a text file', many: 'text files' },
  '.json': { one: 'a JSON file', many: 'JSON files' },
  '.zip': { one: 'a ZIP', many: 'ZIP files' },
  '.mp4': VIDEO,
  '.m4v': VIDEO,
  '.mov': VIDEO,
  '.avi': VIDEO,
  '.mkv': VIDEO,
  '.webm': VIDEO,
  '.jpg': PICTURE,
  '.jpeg': PICTURE,
  '.png': PICTURE,
  '.webp': PICTURE,
  '.gif': PICTURE,
  '.tif': PICTURE,
  '.tiff': PICTURE,
  '.avif': PICTURE,
  '.heic': PICTURE,
  '.heif': PICTURE,
  '.bmp': PICTURE,
  '.svg': PICTURE,
};

function nounOf(extension: string): KindNoun {
  return NOUNS[extension] ?? { one: `a ${extension} file`, many: `${extension} files` };
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** PowerPoint's older formats, named apart only when a tool takes them and not .pptx (PPT to PPTX). */
const LEGACY_DECKS = new Set(['.ppt', '.pps', '.pot']);

/** "decks", "decks or PDFs": what a tool takes, by kind. */
export function kindsTaken(extensions: readonly string[]): string {
  if (extensions.length === 0) return 'any file';
  const folded = extensions.includes('.pptx')
    ? extensions.map((extension) => (LEGACY_DECKS.has(extension) ? '.pptx' : extension))
    : extensions;
  return listExtensions(distinct(folded.map((extension) => nounOf(extension).many)));
}

/** "a PDF", "pictures" (several files), "a deck or a Word document": what a step makes. */
export function kindsMade(extensions: readonly string[], several: boolean): string {
  if (extensions.length === 0) return 'no file';
  return listExtensions(distinct(extensions.map((extension) => (several ? nounOf(extension).many : nounOf(extension).one))));
}
