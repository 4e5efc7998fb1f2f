/**
 * The team server's task mix (issue #23): merges, PDF conversions (LibreOffice), image resizes and translations
 * (Apertium), interleaved, from the shared corpus. Items with the same `variant` are the same request, so a
 * deterministic tool's output can be compared with one embedded-engine run per variant.
 */
import { join } from 'node:path';
import { CORPUS_ROOT } from './corpus';
import type { TaskSpec } from './engine';

export type MixKind = 'merge' | 'pdf' | 'resize' | 'translate';

export interface MixItem {
  kind: MixKind;
  /** Names the request: equal variants are equal requests. */
  variant: string;
  spec: TaskSpec;
}

const deck = (name: string): { path: string } => ({ path: join(CORPUS_ROOT, 'pptx', name) });
const image = (name: string): { path: string } => ({ path: join(CORPUS_ROOT, 'images', name) });

const VARIANTS: Record<MixKind, TaskSpec[]> = {
  merge: [
    { type: 'pptx.join', files: [deck('pp-sld-slides.pptx'), deck('poi-SampleShow.pptx')] },
    { type: 'pptx.join', files: [deck('poi-themes.pptx'), deck('pp-prs-notes.pptx'), deck('pp-sld-slides.pptx')] },
  ],
  pdf: [
    { type: 'convertor.ppt2pdf', files: [deck('poi-SampleShow.pptx')] },
    { type: 'convertor.ppt2pdf', files: [deck('pp-sld-slides.pptx')] },
  ],
  resize: [
    { type: 'image.resize', params: { maxWidth: 320 }, files: [image('poi-nature1.jpg')] },
    { type: 'image.resize', params: { maxHeight: 240 }, files: [image('poi-abstract2.jpg')] },
  ],
  translate: [
    { type: 'translation', params: { from: 'en', to: 'es', provider: 'apertium' }, files: [deck('poi-SampleShow.pptx')] },
    { type: 'translation', params: { from: 'en', to: 'es', provider: 'apertium' }, files: [deck('pp-sld-slides.pptx')] },
  ],
};

const ORDER: MixKind[] = ['merge', 'pdf', 'resize', 'translate'];

/** `count` tasks, the four kinds in turn, each kind cycling through its variants. */
export function taskMix(count: number): MixItem[] {
  return Array.from({ length: count }, (_, index) => {
    const kind = ORDER[index % ORDER.length]!;
    const variants = VARIANTS[kind];
    const which = Math.floor(index / ORDER.length) % variants.length;
    return { kind, variant: `${kind}-${which}`, spec: variants[which]! };
  });
}

/** Byte-for-byte comparable across engines (the PDF writer stamps times and ids). */
export const DETERMINISTIC: ReadonlySet<MixKind> = new Set(['merge', 'resize', 'translate']);
