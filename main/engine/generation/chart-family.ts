/**
 * The chart family: a table of numbers (chart-data.ts) is drawn as a native chart filling the body area, and the
 * table itself goes into the speaker notes, so every figure as written stays with the slide (docs/charts.md).
 */
import { BODY_BOX, type Box } from '../templates/layout-specs';
import { chartOf, tableAsText } from './chart-data';
import type { SlideOutline } from './deck-outline';

type TableSlide = Extract<SlideOutline, { layout: 'table' }>;

/** The slide's relationship to its chart part (rId1 is the layout, rId2 a picture, rId3 the notes). */
export const CHART_REL_ID = 'rId4';
/** The chart part's relationship to its workbook. */
export const WORKBOOK_REL_ID = 'rId1';
export const CHART_BOX: Box = BODY_BOX;

/** The table slide drawn as a chart, its table in the notes; null when the table is not one of numbers. */
export function asChartSlide(slide: TableSlide): TableSlide | null {
  if (slide.chart) return slide;
  const chart = chartOf(slide.table);
  if (!chart) return null;
  const data = `${tableAsText(slide.table)}`;
  return { ...slide, chart, notes: slide.notes?.trim() ? `${slide.notes.trim()}\n\n${data}` : data };
}

/** A short description of the chart for screen readers (`descr`): its kind and series. */
export function chartDescription(slide: TableSlide): string {
  if (!slide.chart) return '';
  const { kind, series, categories } = slide.chart;
  return `${kind[0]!.toUpperCase()}${kind.slice(1)} chart of ${series.map((s) => s.name).join(', ')} by ${categories.length} categories`;
}
