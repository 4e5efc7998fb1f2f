/**
 * Page count of a PDF: poppler's `pdfinfo` when installed, else a small scan of the file. The scan reads the page
 * tree's `/Count` (the largest one is the root's) and falls back to counting `/Type /Page` objects; it handles the
 * uncompressed object layout LibreOffice writes, not PDFs whose page tree sits in compressed object streams.
 */
import { readFile } from 'node:fs/promises';
import { findOnPath } from '../process/executable-lookup';
import { runProcess } from '../process/process-runner';

export function countPdfPagesInBytes(bytes: Buffer): number | null {
  const text = bytes.toString('latin1');
  let maxCount = -1;
  const pagesDict = /\/Type\s*\/Pages\b/g;
  for (let match = pagesDict.exec(text); match; match = pagesDict.exec(text)) {
    // The /Count of this node lies in the same object.
    const objStart = text.lastIndexOf(' obj', match.index);
    const objEnd = text.indexOf('endobj', match.index);
    const body = text.slice(objStart < 0 ? match.index : objStart, objEnd < 0 ? match.index + 4096 : objEnd);
    const count = /\/Count\s+(\d+)/.exec(body);
    if (count) maxCount = Math.max(maxCount, Number(count[1]));
  }
  if (maxCount >= 0) return maxCount;
  const pages = text.match(/\/Type\s*\/Page(?![A-Za-z])/g);
  return pages ? pages.length : null;
}

export async function countPdfPages(file: string, signal?: AbortSignal): Promise<number | null> {
  const pdfinfo = await findOnPath(process.platform === 'win32' ? 'pdfinfo.exe' : 'pdfinfo');
  if (pdfinfo) {
    try {
      const result = await runProcess(pdfinfo, [file], { signal, timeoutMs: 30_000 });
      const pages = /^Pages:\s+(\d+)/m.exec(result.stdout);
      if (result.exitCode === 0 && pages) return Number(pages[1]);
    } catch (error) {
      if (signal?.aborted) throw error;
      // Fall through to the scan.
    }
  }
  return countPdfPagesInBytes(await readFile(file));
}
