/**
 * JSON from a request, refused when nested deeper than any real payload is: a body of 100,000 nested arrays parses,
 * then overflows the stack of whatever walks it next (validation, storing), which answered 500. The depth is counted
 * in one pass over the text, outside strings, before anything parses it.
 */

/** Deeper than any params, recipe or settings object the engine takes. */
export const MAX_JSON_DEPTH = 64;

/** How deep `text` nests objects and arrays, counted up to `limit + 1` (then it stops looking). */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/** JSON.parse, after the depth check; throws an Error whose message says what was wrong. */
export function parseBoundedJson(text: string, limit = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(text, limit) > limit) throw new Error(`it nests more than ${limit} levels deep`);
  return JSON.parse(text) as unknown;
}
