/**
 * A picture that travels in a task's `params` as a base64 data URL (the player's brand mark, Number & watermark's
 * picture). The engine caps a params field at 64 KB (`DEFAULT_MAX_FIELD_BYTES`), so a panel scales a chosen picture
 * down until its data URL fits under this; the engine decodes it again by its content and re-encodes it before use.
 */
export const MAX_PICTURE_PARAM_CHARS = 60_000;

/** A data URL of one of these picture types, base64 only. */
export function pictureDataUrlPattern(types: readonly string[]): RegExp {
  return new RegExp(`^data:image\\/(${types.join('|')});base64,[A-Za-z0-9+/]+={0,2}$`);
}
