import { ToolError } from '../errors/tool-error';

/** The largest picture (width × height × frames) a picture tool decodes; sharp refuses more before it allocates. */
export const MAX_INPUT_PIXELS = 150_000_000;

/** What sharp failing to read a picture means to the person who sent it. */
export function pictureReadError(name: string, error: unknown): ToolError {
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) {
    return new ToolError('invalid_file', `“${name}” is too large to process: over ${MAX_INPUT_PIXELS / 1e6} megapixels.`);
  }
  return new ToolError('invalid_file', `“${name}” could not be read as an image (JPEG, PNG, WebP, GIF, TIFF or AVIF); it may be damaged.`);
}
