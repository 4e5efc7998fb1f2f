/**
 * What the window's polite live region says when something a sighted person sees changes (issue #32, item 4): an
 * upload's progress in quarters, a task's start, progress, end; a slide moved in Merge. Spread into each locale.
 */
export const liveEn = {
  'live.uploading': 'Sending {name}: {fraction, number, percent}',
  'live.uploadFailed': '{name} could not be sent: {reason}',
  'live.waiting': '{name} is sent and waits for the engine.',
  'live.running': 'Working on {name}…',
  'live.progress': '{name}: {fraction, number, percent} done',
  'live.done': '{name} is ready to save.',
  'live.failed': '{name} failed: {reason}',
  'live.cancelled': '{name} was cancelled.',
  'live.slideMoved': 'Slide {slide, number} of {deck} moved to position {position, number} of {total, number}.',
} as const;
