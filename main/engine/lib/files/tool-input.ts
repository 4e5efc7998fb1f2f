/** One input file of a task as tools and the domain modules below them see it. */
export interface ToolInput {
  /** Absolute path of the uploaded file on disk (engine-chosen name, never the user's). */
  path: string;
  /** The user's original file name (metadata only). */
  name: string;
  size: number;
  /** As sent by the client; may be application/octet-stream. */
  mimeType: string;
}
