/**
 * What a document handler collects before anything is translated: every line of text, and for each paragraph the
 * function that writes its translation back. The translator sees only the lines; the handler only its paragraphs.
 */
import type { TextUnit, TranslatedPiece } from '../unit-markup';

export type ApplyTranslation = (translated: TranslatedPiece[][]) => void;

export interface TargetStyle {
  /** BCP 47 tag written on translated runs. */
  lang: string;
  /** Right-to-left target: paragraphs get that direction. */
  rtl: boolean;
}

/** What a document's places are: its slides, pages or sheets. */
export type PlaceKind = 'slide' | 'page' | 'sheet';
/** A slide or page number, a sheet's name; null for text on none (a layout, a header, a note). */
export type Place = number | string | null;

export class TextPlan {
  readonly units: TextUnit[] = [];
  /** Where each unit is, by index. */
  readonly places: Place[] = [];
  private readonly edits: { start: number; count: number; apply: ApplyTranslation }[] = [];
  private place: Place = null;

  constructor(readonly placeKind: PlaceKind = 'page') {}

  /** The place of the lines added from now on. */
  at(place: Place): void {
    this.place = place;
  }

  /** Registers a paragraph's lines and how to write them back. */
  add(units: TextUnit[], apply: ApplyTranslation): void {
    this.edits.push({ start: this.units.length, count: units.length, apply });
    this.units.push(...units);
    for (let i = 0; i < units.length; i++) this.places.push(this.place);
  }

  get paragraphs(): number {
    return this.edits.length;
  }

  apply(translated: readonly TranslatedPiece[][]): void {
    for (const edit of this.edits) edit.apply(translated.slice(edit.start, edit.start + edit.count));
  }

  /** The document's text, for guessing its language. */
  sampleText(limit = 100_000): string {
    let text = '';
    for (const unit of this.units) {
      if (text.length > limit) break;
      text += `${unit.pieces.join('')}\n`;
    }
    return text;
  }
}
