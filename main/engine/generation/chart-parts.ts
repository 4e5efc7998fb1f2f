/**
 * The package parts of slide `n`'s chart: `/ppt/charts/chart{n}.xml` (content type and relationship per
 * docs/pptx-format.md §1.2) and its workbook `/ppt/embeddings/Microsoft_Excel_Worksheet{n}.xlsx`, related from the
 * chart by a `package` relationship that `c:externalData` names.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { fromSibling, type GeneratedPart, type RelSpec } from '../templates/template-parts';
import type { ChartData } from './chart-data';
import { CHART_REL_ID, WORKBOOK_REL_ID } from './chart-family';
import { chartWorkbook } from './chart-workbook';
import { chartSpaceXml } from './chart-xml';

export const CHART_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CHART_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/package';

export interface ChartParts {
  /** The slide's relationship to the chart. */
  slideRel: RelSpec;
  chart: GeneratedPart;
  workbook: { name: string; data: Buffer };
}

/** `scratch` is a file path the workbook may be written to (and is removed from) on its way into the deck. */
export async function chartParts(n: number, data: ChartData, template: DeckTemplate, scratch: string): Promise<ChartParts> {
  const chartName = `/ppt/charts/chart${n}.xml`;
  const workbookName = `/ppt/embeddings/Microsoft_Excel_Worksheet${n}.xlsx`;
  return {
    slideRel: { id: CHART_REL_ID, type: CHART_REL, target: fromSibling(chartName) },
    chart: {
      name: chartName,
      contentType: CHART_CONTENT_TYPE,
      xml: chartSpaceXml(data, template.fonts.body, WORKBOOK_REL_ID),
      rels: [{ id: WORKBOOK_REL_ID, type: PACKAGE_REL, target: fromSibling(workbookName) }],
    },
    workbook: { name: workbookName, data: await chartWorkbook(scratch, data) },
  };
}
