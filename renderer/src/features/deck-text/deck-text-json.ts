/**
 * The text of a deck as `pptx.getTextShapes` wrote it (DeckFlow's shape: `{slides: [{index, hidden?, spTree: [{content:
 * {text}, children?}], notes?}]}`), turned into plain text a person reads and copies: slide by slide, each shape's text
 * in the deck's order, then the notes. Read defensively: the JSON crossed a process boundary.
 */

interface ShapeJson {
  content?: { text?: unknown };
  children?: unknown;
}

function shapeTexts(shapes: unknown): string[] {
  if (!Array.isArray(shapes)) return [];
  return shapes.flatMap((shape: ShapeJson) => {
    const own = typeof shape?.content?.text === 'string' && shape.content.text.trim() !== '' ? [shape.content.text.trim()] : [];
    return [...own, ...shapeTexts(shape?.children)];
  });
}

export interface SlideText {
  number: number;
  hidden: boolean;
  texts: string[];
  notes: string[];
}

export function slideTexts(json: string): SlideText[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const slides = (parsed as { slides?: unknown } | null)?.slides;
  if (!Array.isArray(slides)) return null;
  return slides.map((slide: { index?: unknown; hidden?: unknown; spTree?: unknown; notes?: unknown }, position) => ({
    number: typeof slide?.index === 'number' ? slide.index : position + 1,
    hidden: slide?.hidden === true,
    texts: shapeTexts(slide?.spTree),
    notes: Array.isArray(slide?.notes) ? slide.notes.filter((line): line is string => typeof line === 'string' && line.trim() !== '') : [],
  }));
}

/** "Slide 1\n…\n\nSlide 2 (hidden)\n…\nNotes:\n…". */
export function deckText(slides: readonly SlideText[]): string {
  return slides
    .map((slide) =>
      [
        `Slide ${slide.number}${slide.hidden ? ' (hidden)' : ''}`,
        ...(slide.texts.length > 0 ? slide.texts : ['(no text)']),
        ...(slide.notes.length > 0 ? ['Notes:', ...slide.notes] : []),
      ].join('\n'),
    )
    .join('\n\n');
}
