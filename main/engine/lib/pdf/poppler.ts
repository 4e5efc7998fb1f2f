/**
 * Poppler's command-line programs (pdftoppm, pdftotext, pdftohtml, pdfimages, pdfinfo) for rendering and reading PDFs.
 * `DECKHAND_POPPLER` may name the folder holding them (Windows builds ship them in a `bin` folder off PATH).
 */
import { locateProgram, PROGRAMS } from '../process/program-registry';

export type PopplerProgram = 'pdftoppm' | 'pdftotext' | 'pdftohtml' | 'pdfimages' | 'pdfinfo';

export const POPPLER_INSTALL_HINT = PROGRAMS.pdftoppm.installHint;

/** `DECKHAND_POPPLER`'s folder, then PATH, then Homebrew's folders (lib/process/program-registry.ts). */
export const locatePoppler = (program: PopplerProgram): Promise<string> => locateProgram(program);

export const locatePdftoppm = (): Promise<string> => locatePoppler('pdftoppm');
export const locatePdftotext = (): Promise<string> => locatePoppler('pdftotext');
export const locatePdftohtml = (): Promise<string> => locatePoppler('pdftohtml');
export const locatePdfinfo = (): Promise<string> => locatePoppler('pdfinfo');
