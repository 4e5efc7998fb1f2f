/**
 * How long a translation will take, from the document's page count (slides, PDF pages, Word pages, sheets) and
 * the provider's pace. Rough, and said to be so: it is what `estimated_time` of the external API reports.
 */
import { extname } from 'node:path';
import type { TranslationProviderId } from '../../../shared/contract/translation';
import { countPdfPages } from '../lib/pdf/pdf-page-count';
import { countPptxSlides } from '../lib/pptx/pptx-slide-count';

/** Seconds per page, measured on this project's machines for Apertium, typical for the network providers. */
const SECONDS_PER_PAGE: Readonly<Record<TranslationProviderId, number>> = { apertium: 0.2, deepl: 1, libretranslate: 2, openai: 6 };
const OVERHEAD_SECONDS = 2;

export async function countPages(path: string, name: string): Promise<number | null> {
  const ext = extname(name).toLowerCase();
  try {
    if (ext === '.pptx') return await countPptxSlides(path);
    if (ext === '.pdf') return await countPdfPages(path);
  } catch {
    return null;
  }
  return null;
}

export function estimateSeconds(pages: number | null, provider: TranslationProviderId): number {
  return Math.ceil(OVERHEAD_SECONDS + Math.max(1, pages ?? 5) * SECONDS_PER_PAGE[provider]);
}
