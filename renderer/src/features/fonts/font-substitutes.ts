/**
 * Google Fonts families drawn to the same metrics (every character's advance width) as a font that cannot be
 * embedded because it is not a Google font: embedding the substitute keeps line breaks and text-box fits where the
 * original is missing. Only true metric-compatible designs are listed, not look-alikes:
 * - Carlito ↔ Calibri, Caladea ↔ Cambria: made for ChromeOS as Calibri/Cambria stand-ins (LibreOffice maps them so).
 * - Arimo ↔ Arial/Helvetica, Tinos ↔ Times New Roman, Cousine ↔ Courier New: the Croscore fonts (Liberation's
 *   metrics, Apache-licensed on Google Fonts).
 * - Gelasio ↔ Georgia: designed to Georgia's metrics.
 */
const SUBSTITUTES: Readonly<Record<string, string>> = {
  calibri: 'Carlito',
  cambria: 'Caladea',
  arial: 'Arimo',
  helvetica: 'Arimo',
  'helvetica neue': 'Arimo',
  'times new roman': 'Tinos',
  times: 'Tinos',
  'courier new': 'Cousine',
  courier: 'Cousine',
  georgia: 'Gelasio',
};

/** The metric-compatible Google family for `font`, if there is one. */
export function metricSubstitute(font: string): string | undefined {
  return SUBSTITUTES[font.trim().replace(/\s+/g, ' ').toLowerCase()];
}

/** The fonts `family` is the metric-compatible stand-in for ("Carlito" → ["Calibri"]), as people name them. */
export function standsInFor(family: string): string[] {
  const wanted = family.trim().toLowerCase();
  return Object.entries(SUBSTITUTES)
    .filter(([, substitute]) => substitute.toLowerCase() === wanted)
    .map(([original]) => original.replace(/\b\w/g, (letter) => letter.toUpperCase()));
}
