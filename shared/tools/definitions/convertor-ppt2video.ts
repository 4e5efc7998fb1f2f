import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';

export const convertorPpt2video = defineTool({
  type: 'convertor.ppt2video',
  title: 'Slides to video',
  summary: 'Record a presentation as an MP4 video: each slide for its own timing (or a default), with its narration.',
  extensions: ['.pptx', '.ppt', '.odp'],
  mimeTypes: [OFFICE_MIME.pptx, OFFICE_MIME.ppt, OFFICE_MIME.odp],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      /** Seconds a slide stays when it has no timing of its own (PowerPoint's export default is 5). */
      slideSeconds: z.number().min(0.5).max(600).default(5),
      /** Frame height in pixels; the width follows the slide's shape. */
      resolution: z.union([z.literal(720), z.literal(1080)]).default(1080),
    })
    .strict(),
  output: { kind: 'file', extension: '.mp4', mimeType: 'video/mp4' },
  outputSuffix: '',
  sdkResult: 'convertFiles',
  timeout: 'long',
  requires: ['libreoffice-impress', 'pdftoppm', 'ffmpeg', 'ffprobe'],
  inspect: 'none',
  panel: 'slide-video',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
