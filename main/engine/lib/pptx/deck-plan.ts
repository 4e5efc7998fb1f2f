/** The shapes shared by the deck builder's parts: what to build, and the slides placed so far. */
import type { OwnerSlide } from './part-copier';
import type { FitMode } from './slide-scale';
import { partKey } from './part-names';
import type { SourceDeck, SourceSlide } from './source-deck';

export interface SlidePick {
  deck: SourceDeck;
  slide: SourceSlide;
}

export interface BuildOptions {
  /** 'all': a copied master keeps every layout; 'used': only the layouts the picked slides use. */
  layouts: 'all' | 'used';
  /** Reuse an already copied master (from another deck) when it is identical. */
  reuseIdenticalMasters: boolean;
  /** Copy every master of the skeleton deck, even unused ones (join keeps deck 1 whole). */
  includeAllSkeletonMasters: boolean;
  /** Keep the skeleton's notes master even when no picked slide has notes. */
  includeSkeletonNotesMaster: boolean;
  /** 1-based output positions to hide. */
  hide?: ReadonlySet<number>;
  /** Clear `show="0"` on every slide (split). */
  unhideAll: boolean;
  /**
   * 'rebuild': source sections remapped, or one section per source deck; 'drop': none; a list: these sections in
   * order, each holding the next `count` slides (the counts add up to the slide count).
   */
  sections: 'rebuild' | 'drop' | ReadonlyArray<{ name: string; count: number }>;
  /** A deck of another slide size: 'scale' fits it to the output slide (default), 'keep' keeps its size. */
  fit?: FitMode;
  /** 'keep': the skeleton's custom shows remapped; 'drop': none, and links to shows removed. */
  customShows: 'keep' | 'drop';
  signal?: AbortSignal;
  /** 0–1, as slides are copied. */
  onProgress?: (fraction: number) => void;
}

/**
 * A deck cut out of another (split, a first slide drawn alone): only the layouts, masters and notes master its slides
 * use, every slide shown, no sections or custom shows (they name slides that are not there).
 */
export const CUT_OUT_DECK: Readonly<BuildOptions> = {
  layouts: 'used',
  reuseIdenticalMasters: false,
  includeAllSkeletonMasters: false,
  includeSkeletonNotesMaster: false,
  unhideAll: true,
  sections: 'drop',
  customShows: 'drop',
};

/** A slide of the output, allocated before any part is copied so slide jumps can be remapped on the way. */
export interface OutSlide extends OwnerSlide {
  pick: SlidePick;
  /** 1-based. */
  position: number;
  hidden: boolean;
  hasNotes: boolean;
  title: string;
}

/** Identifies a part of a given input deck. */
export function sourceKey(deck: SourceDeck, part: string): string {
  return `${deck.index}|${partKey(part)}`;
}
