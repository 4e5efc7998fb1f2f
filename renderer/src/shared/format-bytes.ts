const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** Human sizes in decimal-looking binary units ("3.2 MB"), as file managers show them. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS.slice(1)) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  return `${value < 100 ? value.toFixed(1) : Math.round(value).toString()} ${unit}`;
}

/** "3.2 MB of 10.1 MB" */
export function formatProgressBytes(sent: number, total: number): string {
  return `${formatBytes(Math.min(sent, total))} of ${formatBytes(total)}`;
}
