import { Fragment } from 'react';
import type { ReactNode } from 'react';

/** Marks where an element goes in a translated sentence: a character no message or file name holds. */
const MARK = '\u2063';

/** The value to give a message's argument that an element (a path in a span, a `<code>`) fills in later. */
export function slot(name: string): string {
  return `${MARK}${name}${MARK}`;
}

/**
 * A translated sentence with elements in it ("Saved to <span>path</span>"): each locale places the element where its
 * grammar wants it, instead of the code gluing English fragments around it.
 */
export function fillIn(sentence: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return sentence.split(MARK).map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece));
}
