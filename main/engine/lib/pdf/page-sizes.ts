/** Each page's size as it is shown (its crop box turned by its /Rotate), read with poppler's pdfinfo. */
import { ToolError } from '../errors/tool-error';
import { runProcess } from '../process/process-runner';
import { locatePdfinfo } from './poppler';

export interface PageSize {
  /** Points, as shown: width and height swap on a page turned 90° or 270°. */
  width: number;
  height: number;
  rotation: number;
}

export async function pageSizes(file: string, pages: number, signal: AbortSignal): Promise<PageSize[]> {
  const result = await runProcess(await locatePdfinfo(), ['-f', '1', '-l', String(pages), file], {
    signal,
    timeoutMs: 120_000,
    maxStdoutBytes: 16 * 1024 * 1024,
  });
  const sizes = new Map<number, { width: number; height: number }>();
  const rotations = new Map<number, number>();
  for (const match of result.stdout.matchAll(/^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+)/gm)) {
    sizes.set(Number(match[1]), { width: Number(match[2]), height: Number(match[3]) });
  }
  for (const match of result.stdout.matchAll(/^Page\s+(\d+) rot:\s+(\d+)/gm)) rotations.set(Number(match[1]), Number(match[2]) % 360);
  return Array.from({ length: pages }, (_, i) => {
    const size = sizes.get(i + 1);
    if (!size) throw new ToolError('invalid_file', `Page ${i + 1} of the PDF has no size Deckhand can read.`);
    const rotation = rotations.get(i + 1) ?? 0;
    const turned = rotation === 90 || rotation === 270;
    return { width: turned ? size.height : size.width, height: turned ? size.width : size.height, rotation };
  });
}
