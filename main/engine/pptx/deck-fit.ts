/**
 * How the parts of one input deck are adapted to the output so that its slides look as they did in their own deck
 * (issue #11): its text defaults where they differ from the first deck's (text-defaults.ts), its tables pointed at
 * its own table styles (table-styles.ts), and its geometry and backgrounds fitted to the output's slide size
 * (slide-scale.ts, background-fit.ts, chart-fit.ts).
 */
import { createHash } from 'node:crypto';
import { fitSlideBackground, fitThemeBackgrounds } from './background-fit';
import { CHART_TYPE, scaleChartXml } from './chart-fit';
import type { PartRole } from './part-copier';
import { scaleSlideXml, type SlideTransform } from './slide-scale';
import type { SourceDeck } from './source-deck';
import type { TableStyles } from './table-styles';
import type { TextDefaultsPatch } from './text-defaults';
import type { Element } from './xml-dom';

const DIAGRAM_DRAWING_TYPE = 'application/vnd.ms-office.drawingml.diagramDrawing+xml';

export class DeckFit {
  constructor(
    readonly deck: SourceDeck,
    /** undefined: same size as the output. */
    readonly transform: SlideTransform | undefined,
    private readonly text: TextDefaultsPatch,
    private readonly tableStyles: TableStyles,
  ) {}

  /** A slide, layout or master: text defaults, table styles, then size and background. */
  fitSlidePart(root: Element): void {
    this.text.apply(root, (styleId) => this.tableStyles.textProps(this.deck, styleId));
    this.tableStyles.remapTables(this.deck, root);
    if (!this.transform) return;
    scaleSlideXml(root, this.transform);
    fitSlideBackground(root, this.transform);
  }

  /** Other parts the deck's slides reach: theme background styles, charts, SmartArt drawings. */
  fitOtherPart(role: PartRole, contentType: string, root: Element): void {
    const t = this.transform;
    if (!t) return;
    if (role === 'theme') fitThemeBackgrounds(root, t);
    else if (contentType === CHART_TYPE) scaleChartXml(root, t.scale);
    // SmartArt's drawing cache positions its shapes relative to the graphic frame: scale them, do not move them.
    else if (contentType === DIAGRAM_DRAWING_TYPE) scaleSlideXml(root, { scale: t.scale, dx: 0, dy: 0 });
  }

  /** Identifies what this fit does: the same master fitted differently is a different master. */
  key(): string {
    const t = this.transform;
    const parts = [t ? [t.scale, t.dx, t.dy, t.mode] : null, this.text.key(), this.tableStyles.key(this.deck)];
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  }
}
