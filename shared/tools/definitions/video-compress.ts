import { MB, defineTool, emptyParams } from '../tool-definition';

export const videoCompress = defineTool({
  type: 'video.compress',
  title: 'Reduce video size',
  summary: 'Re-encode a video as H.264/AAC MP4, downscaled above 1080p.',
  extensions: ['.mp4', '.mov', '.m4v', '.avi', '.mkv', '.webm'],
  mimeTypes: ['video/*'],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: emptyParams,
  output: { kind: 'file', extension: '.mp4', mimeType: 'video/mp4' },
  outputSuffix: 'compressed',
  sdkResult: 'file',
  timeout: 'long',
  requires: ['ffmpeg', 'ffprobe'],
  inspect: 'none',
  panel: 'video',
  local: true,
});
