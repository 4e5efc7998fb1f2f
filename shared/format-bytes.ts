const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * Binary multiples, as the tool limits are defined (300 MB = 300 × 1024²) and as file managers show sizes:
 * whole values without a decimal ("300 MB"), others with one ("3.2 MB"), three digits and up rounded.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS.slice(1)) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  const rounded = value >= 100 || Number.isInteger(value) ? Math.round(value).toString() : value.toFixed(1);
  return `${rounded} ${unit}`;
}

/** "3.2 MB of 10.1 MB" */
export function formatProgressBytes(sent: number, total: number): string {
  return `${formatBytes(Math.min(sent, total))} of ${formatBytes(total)}`;
}
