import { useId, useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { useT } from '../../i18n/i18n';
import { PageImage } from '../../shared/ui/thumbnail-strip';
import { usePageThumbnail, useThumbnails } from '../../shared/ui/thumbnail-store';

/** An area to black out, as fractions of the page as shown (pdf.redact's `areas`). */
export interface RedactArea {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Smaller than this (a fraction of the page) is a click, not a drawn box. */
const MIN_SIDE = 0.01;
const percent = (fraction: number): number => Math.round(fraction * 100);
const clamp = (value: number): number => Math.min(1, Math.max(0, value));

function PageCanvas(props: {
  path: string;
  name: string;
  page: number;
  areas: readonly RedactArea[];
  onDraw: (area: RedactArea) => void;
  disabled: boolean;
}) {
  const t = useT();
  const { thumbnail } = usePageThumbnail(props.path, props.page);
  const box = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const [end, setEnd] = useState<{ x: number; y: number } | null>(null);
  const at = (event: PointerEvent<HTMLDivElement>) => {
    const rect = box.current!.getBoundingClientRect();
    return { x: clamp((event.clientX - rect.left) / rect.width), y: clamp((event.clientY - rect.top) / rect.height) };
  };
  const drawn =
    start && end
      ? { x: Math.min(start.x, end.x), y: Math.min(start.y, end.y), width: Math.abs(end.x - start.x), height: Math.abs(end.y - start.y) }
      : null;
  return (
    <div
      ref={box}
      className="redact-canvas"
      data-page={props.page}
      onPointerDown={(event) => {
        if (props.disabled || !thumbnail) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        setStart(at(event));
        setEnd(at(event));
      }}
      onPointerMove={(event) => {
        if (start) setEnd(at(event));
      }}
      onPointerUp={() => {
        if (drawn && drawn.width >= MIN_SIDE && drawn.height >= MIN_SIDE) props.onDraw({ page: props.page, ...drawn });
        setStart(null);
        setEnd(null);
      }}
    >
      <PageImage thumbnail={thumbnail} alt={t('pdf.pages.picture', { page: props.page, name: props.name })} />
      {[...props.areas.filter((area) => area.page === props.page), ...(drawn ? [{ page: props.page, ...drawn }] : [])].map((area, i) => (
        <span
          key={i}
          className="redact-canvas__box"
          aria-hidden="true"
          style={{
            insetInlineStart: `${area.x * 100}%`,
            insetBlockStart: `${area.y * 100}%`,
            inlineSize: `${area.width * 100}%`,
            blockSize: `${area.height * 100}%`,
          }}
        />
      ))}
    </div>
  );
}

/**
 * Areas to black out, drawn with the pointer on a page of the one staged PDF: pick a page, drag a box over it. Each
 * area is listed with its page and place and can be taken back; "Whole page" adds a page without drawing (the way
 * in from the keyboard).
 */
export function RedactAreas(props: {
  path: string;
  name: string;
  areas: readonly RedactArea[];
  setAreas: (areas: RedactArea[]) => void;
  disabled: boolean;
}) {
  const t = useT();
  const { pages } = useThumbnails(props.path);
  const [page, setPage] = useState(1);
  const id = useId();
  const add = (area: RedactArea) => props.setAreas([...props.areas, area]);
  if (!pages) return null;
  // The canvas is laid out left to right whatever the window's direction: it is a picture of the page.
  return (
    <section className="redact-areas" aria-labelledby="redact-areas-heading">
      <h2 id="redact-areas-heading" className="redact-areas__heading">
        {t('pdf.redact.areasHeading')}
      </h2>
      <p className="field__hint">{t('pdf.redact.areasHint')}</p>
      <div className="redact-areas__bar">
        <div className="field field--inline">
          <label htmlFor={`${id}-page`}>{t('pdf.redact.page')}</label>
          <select id={`${id}-page`} value={page} disabled={props.disabled} onChange={(event) => setPage(Number(event.currentTarget.value))}>
            {Array.from({ length: pages }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--small"
          disabled={props.disabled}
          onClick={() => add({ page, x: 0, y: 0, width: 1, height: 1 })}
        >
          {t('pdf.redact.wholePage')}
        </button>
      </div>
      <div dir="ltr">
        <PageCanvas path={props.path} name={props.name} page={page} areas={props.areas} onDraw={add} disabled={props.disabled} />
      </div>
      {props.areas.length > 0 ? (
        <ul className="redact-areas__list" aria-label={t('pdf.redact.areasList')}>
          {props.areas.map((area, i) => (
            <li key={i}>
              <span>
                {t('pdf.redact.area', {
                  page: area.page,
                  left: percent(area.x),
                  top: percent(area.y),
                  width: percent(area.width),
                  height: percent(area.height),
                })}
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={props.disabled}
                aria-label={t('pdf.redact.removeArea', { number: i + 1, page: area.page })}
                onClick={() => props.setAreas(props.areas.filter((_, j) => j !== i))}
              >
                {t('pdf.redact.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
