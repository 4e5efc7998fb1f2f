/** A chart part's series as a reader sees them: kind, and each series' name, categories and values from the caches. */
import { descendantsNamed, parseXml, type Element } from '../../main/engine/lib/pptx/xml-dom';

const C = 'http://schemas.openxmlformats.org/drawingml/2006/chart';

export interface ReadChart {
  kind: string;
  series: { name: string; values: number[]; categories: string[] }[];
}

export function chartSeries(xml: string): ReadChart {
  const root = parseXml(xml).documentElement as Element;
  const plot = descendantsNamed(root, C, 'plotArea')[0]!;
  const chart = [...(plot.childNodes as unknown as Element[])].find((el) => el.localName?.endsWith('Chart'))!;
  const barDir = descendantsNamed(chart, C, 'barDir')[0]?.getAttribute('val');
  const kind = chart.localName === 'barChart' ? (barDir === 'bar' ? 'bar' : 'column') : chart.localName!.replace('Chart', '');
  const texts = (el: Element | undefined): string[] => (el ? descendantsNamed(el, C, 'v').map((v) => v.textContent ?? '') : []);
  const series = descendantsNamed(chart, C, 'ser').map((ser) => ({
    name: texts(descendantsNamed(ser, C, 'tx')[0])[0]!,
    categories: texts(descendantsNamed(ser, C, 'cat')[0]),
    values: texts(descendantsNamed(ser, C, 'val')[0]).map(Number),
  }));
  return { kind, series };
}
