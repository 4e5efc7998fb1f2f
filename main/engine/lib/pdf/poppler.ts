/**
 * Poppler's command-line programs (pdftoppm, pdftotext, pdftohtml, pdfimages, pdfinfo) for rendering and reading PDFs.
 * `DECKHAND_POPPLER` may name the folder holding them (Windows builds ship them in a `bin` folder off PATH).
 */
import path from 'node:path';
import { ToolError } from '../errors/tool-error';
import { findOnPath, firstEnv, isExecutableFile } from '../process/executable-lookup';

export type PopplerProgram = 'pdftoppm' | 'pdftotext' | 'pdftohtml' | 'pdfimages' | 'pdfinfo';

export const POPPLER_INSTALL_HINT =
  'install Poppler (Debian/Ubuntu: `sudo apt install poppler-utils`, macOS: `brew install poppler`, ' +
  'Windows: `choco install poppler` or `scoop install poppler`) or set DECKHAND_POPPLER to the folder holding its programs';

export async function locatePoppler(program: PopplerProgram): Promise<string> {
  const exe = process.platform === 'win32' ? `${program}.exe` : program;
  const env = firstEnv(['DECKHAND_POPPLER']);
  if (env) {
    const candidate = path.join(env.value, exe);
    if (await isExecutableFile(candidate)) return candidate;
    throw new ToolError('tool_unavailable', `${program} was not found: DECKHAND_POPPLER points to "${env.value}", which has no ${exe}.`);
  }
  const found = await findOnPath(exe);
  if (found) return found;
  for (const dir of process.platform === 'darwin' ? ['/opt/homebrew/bin', '/usr/local/bin'] : []) {
    if (await isExecutableFile(path.join(dir, exe))) return path.join(dir, exe);
  }
  throw new ToolError('tool_unavailable', `${program} (Poppler) is needed for this task but was not found: ${POPPLER_INSTALL_HINT}.`);
}

export const locatePdftoppm = (): Promise<string> => locatePoppler('pdftoppm');
export const locatePdftotext = (): Promise<string> => locatePoppler('pdftotext');
export const locatePdftohtml = (): Promise<string> => locatePoppler('pdftohtml');
export const locatePdfinfo = (): Promise<string> => locatePoppler('pdfinfo');
