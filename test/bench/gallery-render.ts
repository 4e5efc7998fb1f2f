/**
 * Renders decks for the gallery the way a reader would see them: LibreOffice → PDF once per deck, then single pages
 * through pdftoppm at 50 dpi (small PNGs: the repository keeps them).
 */
import { execFileSync } from 'node:child_process';
import { basename, join } from 'node:path';

/** The deck as a PDF in `work` (LibreOffice with its own profile there, so parallel runs do not share one). */
export function renderPdf(pptx: string, work: string): string {
  const profile = join(work, 'lo-profile');
  execFileSync('soffice', [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', work, pptx], {
    stdio: 'ignore',
  });
  return join(work, `${basename(pptx).replace(/\.pptx$/i, '')}.pdf`);
}

/** Page `page` (1-based) of `pdf` as the PNG `dest`. */
export function pageToPng(pdf: string, page: number, dest: string): void {
  execFileSync('pdftoppm', ['-r', '50', '-png', '-singlefile', '-f', String(page), '-l', String(page), pdf, dest.replace(/\.png$/, '')]);
}

/** The layout checker's findings as one line of the gallery's text. */
export function issuesLine(metadata: { layoutIssues?: unknown[]; layoutCheck?: string }): string {
  if (metadata.layoutCheck) return `Layout checker: ${metadata.layoutCheck}.`;
  const issues = metadata.layoutIssues ?? [];
  return issues.length === 0 ? 'Layout checker: no issues.' : `Layout checker: ${issues.length} issue(s): ${JSON.stringify(issues)}.`;
}
