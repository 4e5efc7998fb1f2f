/**
 * How the parts of one input deck are adapted to the output so that its slides look as they did in their own deck
 * (issue #11): its text defaults where they differ from the first deck's (text-defaults.ts), its tables pointed at
 * its own table styles (table-styles.ts), and its geometry and backgrounds fitted to the output's slide size
 * (slide-scale.ts, background-fit.ts, chart-fit.ts).
 */
import { createHash } from 'node:crypto';
import { fitBackgroundFill, slideBackgroundFill, themeBackgroundFills, type PictureSize } from './background-fit';
import { CHART_TYPE, scaleChartXml } from './chart-fit';
import { readImageInfo } from './image-info';
import { NS } from './ooxml-constants';
import type { PartRole } from './part-copier';
import { scaleSlideXml, type SlideTransform } from './slide-scale';
import type { SourceDeck } from './source-deck';
import type { TableStyles } from './table-styles';
import type { TextDefaultsPatch } from './text-defaults';
import { childElement, type Element } from './xml-dom';

const DIAGRAM_DRAWING_TYPE = 'application/vnd.ms-office.drawingml.diagramDrawing+xml';
const EMU_PER_INCH = 914400;

export class DeckFit {
  private readonly pictures = new Map<string, Promise<PictureSize>>();

  constructor(
    readonly deck: SourceDeck,
    /** undefined: same size as the output. */
    readonly transform: SlideTransform | undefined,
    private readonly text: TextDefaultsPatch,
    private readonly tableStyles: TableStyles,
  ) {}

  /** A slide, layout or master (`part` in the source deck): size and background, text defaults, table styles. */
  async fitSlidePart(root: Element, part: string): Promise<void> {
    const t = this.transform;
    if (t) {
      scaleSlideXml(root, t);
      const fill = slideBackgroundFill(root);
      if (fill) fitBackgroundFill(fill, t, await this.pictureSize(part, fill));
    }
    // After scaling: the carried defaults are already at the output's scale.
    this.text.apply(root, (styleId) => this.tableStyles.textProps(this.deck, styleId));
    this.tableStyles.remapTables(this.deck, root);
  }

  /** Other parts the deck's slides reach: theme background styles, charts, SmartArt drawings. */
  async fitOtherPart(role: PartRole, contentType: string, root: Element, part: string): Promise<void> {
    const t = this.transform;
    if (!t) return;
    if (role === 'theme') {
      for (const fill of themeBackgroundFills(root)) fitBackgroundFill(fill, t, await this.pictureSize(part, fill));
    } else if (contentType === CHART_TYPE) scaleChartXml(root, t.scale);
    // SmartArt's drawing cache positions its shapes relative to the graphic frame: scale them, do not move them.
    else if (contentType === DIAGRAM_DRAWING_TYPE) scaleSlideXml(root, { scale: t.scale, dx: 0, dy: 0 });
  }

  /** The natural size (EMU) of the picture a background fill of `part` shows, when the picture states its DPI. */
  private pictureSize(part: string, blipFill: Element): Promise<PictureSize> {
    const blip = childElement(blipFill, NS.a, 'blip');
    const id = blip?.getAttributeNS(NS.r, 'embed');
    if (!id) return Promise.resolve(undefined);
    return (async () => {
      const rel = (await this.deck.rels(part)).find((r) => r.id === id && !r.external);
      const target = rel ? this.deck.resolve(part, rel) : undefined;
      if (!target || !this.deck.exists(target)) return undefined;
      let size = this.pictures.get(target);
      if (!size) {
        size = (async () => {
          try {
            const info = await readImageInfo(await this.deck.zip.openStream(target));
            return info ? { cx: (info.width / info.dpiX) * EMU_PER_INCH, cy: (info.height / info.dpiY) * EMU_PER_INCH } : undefined;
          } catch {
            // A picture that cannot be read keeps the stretched fill; copying it reports the damage.
            return undefined;
          }
        })();
        this.pictures.set(target, size);
      }
      return size;
    })();
  }

  /** Identifies what this fit does: the same master fitted differently is a different master. */
  key(): string {
    const t = this.transform;
    const parts = [t ? [t.scale, t.dx, t.dy, t.mode] : null, this.text.key(), this.tableStyles.key(this.deck)];
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  }
}
