import { z } from 'zod';
import { MB, defineTool } from '../tool-definition';

export const videoCompress = defineTool({
  type: 'video.compress',
  title: 'Reduce video size',
  summary: 'Re-encode a video as H.264/AAC MP4, downscaled above 1080p (or the resolution asked).',
  extensions: ['.mp4', '.mov', '.m4v', '.avi', '.mkv', '.webm'],
  mimeTypes: ['video/*'],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  // Deckhand's own presets (DeckFlow's SDK sends none, and gets today's: 1080p, balanced, sound kept). `targetMB` asks
  // for a file of about that size: a two-pass encode at the bitrate that fits the duration, refused when too small.
  params: z
    .object({
      resolution: z.enum(['original', '1080p', '720p', '480p']).default('1080p'),
      quality: z.enum(['high', 'balanced', 'small']).default('balanced'),
      audio: z.enum(['keep', 'drop']).default('keep'),
      targetMB: z.number().min(0.1).max(300).optional(),
    })
    .strict(),
  output: { kind: 'file', extension: '.mp4', mimeType: 'video/mp4' },
  outputSuffix: 'compressed',
  sdkResult: 'file',
  timeout: 'long',
  requires: ['ffmpeg', 'ffprobe'],
  inspect: 'none',
  panel: 'video',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
