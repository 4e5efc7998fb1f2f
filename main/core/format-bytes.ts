const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** Binary multiples, as the tool limits are defined (300 MB = 300 × 1024²). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const rounded = value >= 100 || Number.isInteger(value) ? Math.round(value).toString() : value.toFixed(1);
  return `${rounded} ${UNITS[unit]}`;
}
