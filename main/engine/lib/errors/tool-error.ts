/**
 * A failure the user caused or can act on (unreadable deck, zero slides, zip bomb …). The engine marks the task
 * `failed` with this code and message; any other exception becomes `internal_error` with a generic message.
 */
export class ToolError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}
