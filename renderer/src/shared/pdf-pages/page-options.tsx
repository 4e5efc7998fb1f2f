import { useEffect, useMemo } from 'react';
import { translate, useT } from '../../i18n/i18n';
import type { OptionsProps, PanelOptions } from '../panel/panel-definition';
import type { StagedItem } from '../panel/intake-store';
import { SchemaOptionsForm } from '../panel/schema-options-form';
import { initialValues, paramsFromValues, resolveFields, valuesProblem } from '../panel/schema-options';
import type { FieldSpec, ResolvedField, SchemaValues } from '../panel/schema-options';
import { usePageCounts } from '../ui/thumbnail-store';
import { EMPTY_ORDER, reconcile, type SlideOrder } from '../page-order/slide-order';
import { PageGrid } from './page-grid';
import { countingPages, mergePages, organizeParams, pdfDecks, unreadablePdf, type PageTurns } from './page-picks';

/** A PDF panel's options: its schema fields, and the pages picked on the grid. */
export interface PageOptions {
  values: SchemaValues;
  /** Every page of the counted PDFs, in the result's order, each kept or left out. */
  order: SlideOrder;
  turns: PageTurns;
  /** A staged PDF's pages are still being counted: the grid is not complete. */
  counting: boolean;
  /** A staged PDF whose pages cannot be drawn (locked, say), and why: then there is no grid. */
  unreadable: { name: string; reason: string } | null;
}

type Mode = 'merge' | 'organize';

/**
 * The grid applies when every PDF's pages can be drawn, and for Organise when one PDF is staged (several take the
 * typed page lists, each).
 */
function gridApplies(mode: Mode, items: readonly StagedItem[], unreadable: PageOptions['unreadable']): boolean {
  return unreadable === null && (mode === 'merge' || items.length === 1);
}

function PageOptionsForm(
  props: OptionsProps<PageOptions> & { mode: Mode; fields: readonly ResolvedField[]; gridless: readonly ResolvedField[] },
) {
  const t = useT();
  const { options, setOptions, items, mode } = props;
  const paths = items.map((item) => (item.state === 'ready' ? (item.staged?.path ?? '') : ''));
  const counts = usePageCounts(paths);
  const countsKey = JSON.stringify(counts);
  const decks = useMemo(() => pdfDecks(items, counts), [items, countsKey]); // eslint-disable-line react-hooks/exhaustive-deps -- counts is new each render; its JSON is the value
  const next = reconcile(options.order, decks);
  const counting = countingPages(items, counts);
  const unreadable = unreadablePdf(items, counts);
  const pathOf = useMemo(() => new Map(items.flatMap((item) => (item.staged ? [[item.key, item.staged.path] as const] : []))), [items]);
  const grid = gridApplies(mode, items, unreadable);
  const unreadableKey = JSON.stringify(unreadable);

  useEffect(() => {
    const changed = next !== options.order || counting !== options.counting || unreadableKey !== JSON.stringify(options.unreadable);
    if (changed) setOptions({ order: next, counting, unreadable: JSON.parse(unreadableKey) as PageOptions['unreadable'] });
  }, [next, counting, unreadableKey, options.order, options.counting, options.unreadable, setOptions]);

  return (
    <div className="pdf-pages-options">
      {grid ? (
        <PageGrid
          mode={mode}
          order={next}
          paths={pathOf}
          setOrder={(order) => setOptions({ order })}
          turns={mode === 'organize' ? options.turns : undefined}
          setTurns={mode === 'organize' ? (turns) => setOptions({ turns }) : undefined}
          disabled={props.disabled}
        />
      ) : unreadable ? (
        <p className="field__hint">{t(mode === 'merge' ? 'pdf.pages.unreadableMerge' : 'pdf.pages.unreadable', unreadable)}</p>
      ) : (
        <p className="field__hint">{t('pdf.pages.several')}</p>
      )}
      <SchemaOptionsForm
        fields={grid || mode === 'merge' ? props.fields : props.gridless}
        values={options.values}
        onChange={(patch) => setOptions({ values: { ...options.values, ...patch } })}
        disabled={props.disabled}
      />
    </div>
  );
}

/**
 * Options for Merge PDFs and Organise pages: the page grid above the tool's schema fields. `gridFields` are the
 * fields the grid stands in for (Organise's typed page lists), shown only when the grid is not (several PDFs).
 */
export function pageOptions(
  mode: Mode,
  toolType: string,
  specs: readonly FieldSpec[],
  gridFields: readonly FieldSpec[] = [],
): PanelOptions<PageOptions> {
  const fields = resolveFields(toolType, specs);
  const gridlessFields = resolveFields(toolType, [...gridFields, ...specs]);
  function Form(props: OptionsProps<PageOptions>) {
    return <PageOptionsForm {...props} mode={mode} fields={fields} gridless={gridlessFields} />;
  }
  return {
    initial: { values: initialValues(gridlessFields), order: EMPTY_ORDER, turns: {}, counting: false, unreadable: null },
    Component: Form,
    toParams: (options, files) => {
      const gridless = options.unreadable !== null || (mode === 'organize' && files.length !== 1);
      if (mode === 'organize' && gridless) return paramsFromValues(gridlessFields, options.values);
      const params = paramsFromValues(fields, options.values);
      if (gridless) return params;
      if (mode === 'merge') {
        const pages = mergePages(options.order);
        return pages ? { ...params, pages } : params;
      }
      return { ...params, ...organizeParams(options.order, options.turns) };
    },
    blocker: (options, items) => {
      if (!gridApplies(mode, items, options.unreadable)) return valuesProblem(mode === 'merge' ? fields : gridlessFields, options.values);
      const ready = items.filter((item) => item.state === 'ready').length;
      if (options.counting || options.order.decks.length !== ready) return translate('pdf.pages.reading');
      if (options.order.slides.length > 0 && options.order.slides.every((entry) => !entry.included)) {
        return translate('pdf.pages.keepOne');
      }
      return valuesProblem(fields, options.values);
    },
  };
}
