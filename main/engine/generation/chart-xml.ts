/**
 * A native, editable chart (docs/charts.md): the chart part (`c:chartSpace`) whose series are read from the
 * embedded workbook's cells (`Sheet1!$B$2:$B$n`) and cached in the part, so PowerPoint draws it and can edit its
 * data, and the `p:graphicFrame` that puts it on a slide. Colours are the theme's (`accent1…6`, `tx1`), so the
 * chart takes the design's palette and text colour on light and dark slides alike; text is in the design's body
 * font.
 */
import type { Box } from '../templates/layout-specs';
import { boxXml } from '../templates/master-xml';
import { A_NS, escapeXml, R_NS, XML_DECLARATION } from '../templates/theme-xml';
import type { ChartData } from './chart-data';
import { cellRef, SHEET } from './chart-workbook';

export const C_NS = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
export const CHART_URI = C_NS;
const AXIS_CAT = 111111111;
const AXIS_VAL = 222222222;
/** Axis labels and legend, in hundredths of a point: large enough to read across a room. */
const TEXT_SIZE = 1800;
const LABEL_SIZE = 1600;

const accent = (i: number): string => `<a:schemeClr val="accent${(i % 6) + 1}"/>`;
const fill = (i: number): string => `<c:spPr><a:solidFill>${accent(i)}</a:solidFill></c:spPr>`;

function textProps(size: number, font: string, bold = false): string {
  return (
    `<c:txPr><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="${size}"${bold ? ' b="1"' : ''}>` +
    `<a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="${escapeXml(font)}"/></a:defRPr></a:pPr>` +
    '<a:endParaRPr lang="en-US"/></a:p></c:txPr>'
  );
}

/** A title naming what the categories are (the table's corner cell), so no word of the table is lost. */
function titleXml(text: string, font: string, size: number): string {
  if (!text.trim()) return '';
  const props = `<a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="${escapeXml(font)}"/>`;
  return (
    `<c:title><c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="${size}" b="0">${props}</a:defRPr></a:pPr>` +
    `<a:r><a:rPr lang="en-US" sz="${size}" b="0">${props}</a:rPr><a:t>${escapeXml(text)}</a:t></a:r></a:p></c:rich></c:tx><c:overlay val="0"/></c:title>`
  );
}

function strCache(values: readonly string[]): string {
  return `<c:strCache><c:ptCount val="${values.length}"/>${values.map((v, i) => `<c:pt idx="${i}"><c:v>${escapeXml(v)}</c:v></c:pt>`).join('')}</c:strCache>`;
}

function seriesXml(data: ChartData, s: number, font: string): string {
  const series = data.series[s]!;
  const col = s + 1;
  const last = data.categories.length;
  const name = `<c:tx><c:strRef><c:f>${SHEET}!${cellRef(col, 0, true)}</c:f>${strCache([series.name])}</c:strRef></c:tx>`;
  const cat = `<c:cat><c:strRef><c:f>${SHEET}!${cellRef(0, 1, true)}:${cellRef(0, last, true)}</c:f>${strCache(data.categories)}</c:strRef></c:cat>`;
  const points = series.values.map((v, i) => `<c:pt idx="${i}"><c:v>${v}</c:v></c:pt>`).join('');
  const val =
    `<c:val><c:numRef><c:f>${SHEET}!${cellRef(col, 1, true)}:${cellRef(col, last, true)}</c:f>` +
    `<c:numCache><c:formatCode>${escapeXml(data.format)}</c:formatCode><c:ptCount val="${last}"/>${points}</c:numCache></c:numRef></c:val>`;
  const head = `<c:idx val="${s}"/><c:order val="${s}"/>${name}`;
  switch (data.kind) {
    case 'pie': {
      const slices = data.categories.map((_, i) => `<c:dPt><c:idx val="${i}"/><c:bubble3D val="0"/>${fill(i)}</c:dPt>`).join('');
      const labels =
        `<c:dLbls><c:numFmt formatCode="${escapeXml(data.format)}" sourceLinked="0"/><c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr>` +
        `${textProps(LABEL_SIZE, font, true)}<c:dLblPos val="outEnd"/><c:showLegendKey val="0"/><c:showVal val="1"/><c:showCatName val="0"/>` +
        '<c:showSerName val="0"/><c:showPercent val="0"/><c:showBubbleSize val="0"/><c:showLeaderLines val="1"/></c:dLbls>';
      return `<c:ser>${head}${slices}${labels}${cat}${val}</c:ser>`;
    }
    case 'line':
      return (
        `<c:ser>${head}<c:spPr><a:ln w="44450" cap="rnd"><a:solidFill>${accent(s)}</a:solidFill><a:round/></a:ln></c:spPr>` +
        `<c:marker><c:symbol val="circle"/><c:size val="8"/>${fill(s)}</c:marker>${cat}${val}<c:smooth val="0"/></c:ser>`
      );
    default: {
      // One series gets its values written on the bars; several would crowd them.
      const labels =
        data.series.length === 1 && data.categories.length <= 12
          ? `<c:dLbls><c:numFmt formatCode="${escapeXml(data.format)}" sourceLinked="0"/><c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr>${textProps(LABEL_SIZE, font)}` +
            '<c:dLblPos val="outEnd"/><c:showLegendKey val="0"/><c:showVal val="1"/><c:showCatName val="0"/><c:showSerName val="0"/><c:showPercent val="0"/><c:showBubbleSize val="0"/></c:dLbls>'
          : '';
      return `<c:ser>${head}${fill(s)}<c:invertIfNegative val="0"/>${labels}${cat}${val}</c:ser>`;
    }
  }
}

function axesXml(data: ChartData, font: string): string {
  const horizontal = data.kind === 'bar';
  const grid =
    '<c:majorGridlines><c:spPr><a:ln w="9525"><a:solidFill><a:schemeClr val="tx1"><a:alpha val="20000"/></a:schemeClr></a:solidFill></a:ln></c:spPr></c:majorGridlines>';
  const axisLine =
    '<c:spPr><a:ln w="12700"><a:solidFill><a:schemeClr val="tx1"><a:alpha val="50000"/></a:schemeClr></a:solidFill></a:ln></c:spPr>';
  const noLine = '<c:spPr><a:ln><a:noFill/></a:ln></c:spPr>';
  // Horizontal bars read top to bottom in the table's order; the value axis then stays at the bottom.
  const catAx =
    `<c:catAx><c:axId val="${AXIS_CAT}"/><c:scaling><c:orientation val="${horizontal ? 'maxMin' : 'minMax'}"/></c:scaling><c:delete val="0"/>` +
    `<c:axPos val="${horizontal ? 'l' : 'b'}"/>${titleXml(data.corner, font, LABEL_SIZE)}<c:numFmt formatCode="General" sourceLinked="0"/><c:majorTickMark val="none"/><c:minorTickMark val="none"/>` +
    `<c:tickLblPos val="low"/>${axisLine}${textProps(TEXT_SIZE, font)}<c:crossAx val="${AXIS_VAL}"/><c:crosses val="autoZero"/>` +
    '<c:auto val="1"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/><c:noMultiLvlLbl val="0"/></c:catAx>';
  const valAx =
    `<c:valAx><c:axId val="${AXIS_VAL}"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/>` +
    `<c:axPos val="${horizontal ? 'b' : 'l'}"/>${grid}<c:numFmt formatCode="${escapeXml(data.format)}" sourceLinked="0"/>` +
    `<c:majorTickMark val="none"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>${noLine}${textProps(TEXT_SIZE, font)}` +
    `<c:crossAx val="${AXIS_CAT}"/><c:crosses val="${horizontal ? 'max' : 'autoZero'}"/><c:crossBetween val="${data.kind === 'line' ? 'midCat' : 'between'}"/></c:valAx>`;
  return catAx + valAx;
}

function plotXml(data: ChartData, font: string): string {
  const series = data.series.map((_, s) => seriesXml(data, s, font)).join('');
  const axes = `<c:axId val="${AXIS_CAT}"/><c:axId val="${AXIS_VAL}"/>`;
  switch (data.kind) {
    case 'pie':
      return `<c:pieChart><c:varyColors val="1"/>${series}<c:firstSliceAng val="0"/></c:pieChart>`;
    case 'line':
      return `<c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>${series}<c:marker val="1"/>${axes}</c:lineChart>${axesXml(data, font)}`;
    default:
      return (
        `<c:barChart><c:barDir val="${data.kind === 'bar' ? 'bar' : 'col'}"/><c:grouping val="clustered"/><c:varyColors val="0"/>${series}` +
        `<c:gapWidth val="60"/><c:overlap val="-10"/>${axes}</c:barChart>${axesXml(data, font)}`
      );
  }
}

/** The chart part's XML; `workbookRelId` is its relationship to the embedded workbook. */
export function chartSpaceXml(data: ChartData, font: string, workbookRelId: string): string {
  const legend =
    data.kind === 'pie' || data.series.length > 1
      ? `<c:legend><c:legendPos val="${data.kind === 'pie' ? 'r' : 'b'}"/><c:overlay val="0"/>${textProps(TEXT_SIZE, font)}</c:legend>`
      : '';
  const pieTitle = data.kind === 'pie' ? titleXml(data.corner, font, TEXT_SIZE) : '';
  return (
    `${XML_DECLARATION}<c:chartSpace xmlns:c="${C_NS}" xmlns:a="${A_NS}" xmlns:r="${R_NS}">` +
    '<c:date1904 val="0"/><c:roundedCorners val="0"/>' +
    // The slide's title names the chart; a pie, having no axis, names its categories in a title of its own.
    `<c:chart>${pieTitle}<c:autoTitleDeleted val="${pieTitle ? 0 : 1}"/><c:plotArea><c:layout/>${plotXml(data, font)}` +
    `<c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr></c:plotArea>${legend}<c:plotVisOnly val="1"/><c:dispBlanksAs val="gap"/></c:chart>` +
    `<c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr>${textProps(TEXT_SIZE, font)}` +
    `<c:externalData r:id="${workbookRelId}"><c:autoUpdate val="0"/></c:externalData></c:chartSpace>`
  );
}

/** The slide's frame holding the chart. */
export function chartFrameXml(id: number, relId: string, box: Box, description: string): string {
  const xfrm = boxXml(box).slice('<a:xfrm>'.length, -'</a:xfrm>'.length);
  return (
    `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="${id}" name="Chart ${id - 1}" descr="${escapeXml(description)}"/>` +
    '<p:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr>' +
    `<p:xfrm>${xfrm}</p:xfrm><a:graphic><a:graphicData uri="${CHART_URI}"><c:chart xmlns:c="${C_NS}" r:id="${relId}"/></a:graphicData></a:graphic></p:graphicFrame>`
  );
}
