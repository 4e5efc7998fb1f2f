/**
 * A table slide's table as a DrawingML graphic frame: the fitted column widths and row heights (table-fit.ts), a
 * header row filled with the design's accent colour (its text in whichever of the design's light or dark text
 * colours reads better on it) and banded body rows, drawn with explicit fills so PowerPoint and LibreOffice show
 * the same table.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { contrast, readableOn } from '../templates/color-contrast';
import { boxXml } from '../templates/master-xml';
import { escapeXml } from '../templates/theme-xml';
import type { Table, TextRun } from './deck-outline';

const TABLE_URI = 'http://schemas.openxmlformats.org/drawingml/2006/table';

function cellXml(
  runs: readonly TextRun[],
  align: string,
  sizePt: number,
  lang: string,
  header: boolean,
  fill: string,
  text: string,
): string {
  const sz = ` sz="${Math.round(sizePt * 100)}"`;
  const color = `<a:solidFill><a:schemeClr val="${text}"/></a:solidFill>`;
  const runXml = runs
    .map(
      (run) =>
        `<a:r><a:rPr lang="${lang}"${sz}${header || run.bold ? ' b="1"' : ''}${run.italic ? ' i="1"' : ''} dirty="0">${color}</a:rPr><a:t>${escapeXml(run.text)}</a:t></a:r>`,
    )
    .join('');
  return (
    `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p><a:pPr algn="${align}"/>${runXml}<a:endParaRPr lang="${lang}"${sz} dirty="0"/></a:p></a:txBody>` +
    `<a:tcPr anchor="ctr">${fill ? `<a:solidFill><a:schemeClr val="${fill}"/></a:solidFill>` : '<a:noFill/>'}</a:tcPr></a:tc>`
  );
}

export function tableXml(id: number, table: Table, x: number, y: number, template: DeckTemplate, lang: string): string {
  const geometry = table.geometry;
  if (!geometry) throw new Error('table not fitted');
  const width = geometry.widths.reduce((sum, w) => sum + w, 0);
  const height = geometry.heights.reduce((sum, h) => sum + h, 0);
  const { colors } = template;
  // The lighter of the two light colours (a tinted design's page colour, lt1, is not its lightest).
  const light = contrast(colors.lt2, colors.dk1) > contrast(colors.lt1, colors.dk1) ? 'lt2' : 'lt1';
  const headerText = readableOn(colors.accent1, colors[light], colors.dk1) === colors[light] ? light : 'dk1';
  const rows = table.rows
    .map((row, r) => {
      // Every row filled (bands of the two backgrounds): the table shows as one block in every renderer.
      const fill = r === 0 ? 'accent1' : r % 2 === 1 ? 'bg2' : 'bg1';
      const text = r === 0 ? headerText : 'tx1';
      const cells = row.map((runs, c) => cellXml(runs, table.align[c] ?? 'l', geometry.sizePt, lang, r === 0, fill, text)).join('');
      return `<a:tr h="${geometry.heights[r]}">${cells}</a:tr>`;
    })
    .join('');
  const grid = geometry.widths.map((w) => `<a:gridCol w="${w}"/>`).join('');
  return (
    `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="${id}" name="Table ${id - 1}"/><p:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr>` +
    `<p:xfrm>${boxXml([x, y, width, height]).slice('<a:xfrm>'.length, -'</a:xfrm>'.length)}</p:xfrm>` +
    `<a:graphic><a:graphicData uri="${TABLE_URI}"><a:tbl><a:tblPr firstRow="1" bandRow="1"/><a:tblGrid>${grid}</a:tblGrid>${rows}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`
  );
}
