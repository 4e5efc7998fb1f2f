/**
 * DeckFlow's docs tell users to store the key as `Bearer …` while its SDKs add the prefix themselves
 * (spec "Common"): accept both, and never send `Bearer Bearer …`.
 */
export function bareKey(key: string): string {
  let bare = key.trim();
  for (;;) {
    const stripped = bare.replace(/^bearer\s+/i, '');
    if (stripped === bare) return bare;
    bare = stripped.trim();
  }
}

export function authorizationHeader(key: string): string {
  return `Bearer ${bareKey(key)}`;
}

/** The only part of a key the renderer may see. */
export function keyHint(key: string | null): string | null {
  if (!key) return null;
  const bare = bareKey(key);
  return bare.length >= 4 ? bare.slice(-4) : null;
}
