import { useState } from 'react';
import type { Task } from '../../../../../shared/contract/service';
import { SegmentedChoice } from '../segmented-choice';
import { PageImage, thumbnailAlt } from '../thumbnail-strip';
import { LargeView } from './large-view';
import { kindWords, layoutFlags } from './layout-flags';
import type { LayoutFlag } from './layout-flags';
import { useTaskPages } from './use-task-pages';
import './preview.css';

type Shown = 'all' | 'flagged';

function FlagList(props: { flags: readonly LayoutFlag[] }) {
  return (
    <ul className="flag-list">
      {props.flags.map((flag, index) => (
        <li key={index}>
          <strong>{kindWords(flag.kind)}</strong>
          {flag.excerpt ? ` — “${flag.excerpt}”` : ''}: {flag.detail}
        </li>
      ))}
    </ul>
  );
}

/**
 * Translate's and Revamp's result slide by slide against the deck it was made from, side by side, with the slides the
 * layout checker flagged marked and said why; "Flagged only" leaves the others out, a click shows a pair large.
 */
export function BeforeAfterPages(props: { task: Task; inputName: string; outputName: string; inputHere: boolean }) {
  const { task } = props;
  const after = useTaskPages(task.id, 'output');
  const before = useTaskPages(task.id, 'input', props.inputHere);
  const flags = layoutFlags(task);
  const flaggedSlides = [...flags.keys()].filter((slide) => slide > 0).sort((a, b) => a - b);
  const [shown, setShown] = useState<Shown>('all');
  const [open, setOpen] = useState<number | null>(null);
  const count = after.pages ?? 0;
  const slides = Array.from({ length: count }, (_, index) => index + 1).filter((slide) => shown === 'all' || flags.has(slide));
  const deckWide = flags.get(0) ?? [];
  const checked = Array.isArray(task.result?.layoutIssues);

  return (
    <div className="before-after">
      <div className="before-after__bar">
        <p className="card__line">
          {checked
            ? flaggedSlides.length > 0
              ? `The layout check flagged ${flaggedSlides.length === 1 ? 'slide' : 'slides'} ${flaggedSlides.join(', ')}.`
              : 'The layout check found nothing to flag.'
            : 'No layout check was made for this result.'}
        </p>
        {flaggedSlides.length > 0 ? (
          <SegmentedChoice<Shown>
            legend="Show"
            value={shown}
            onChange={setShown}
            options={[
              { value: 'all', label: 'All slides' },
              { value: 'flagged', label: `Flagged only (${flaggedSlides.length})` },
            ]}
          />
        ) : null}
      </div>
      {deckWide.length > 0 ? <FlagList flags={deckWide} /> : null}
      {after.error ? <p className="field__hint">No pictures of the result: {after.error}</p> : null}
      {!props.inputHere ? <p className="field__hint">The original is not on this computer any more: only the result is shown.</p> : null}
      {before.error ? <p className="field__hint">No pictures of the original: {before.error}</p> : null}
      {after.pages === undefined && !after.error ? (
        <p className="field__hint" aria-live="polite">
          Drawing the slides before and after…
        </p>
      ) : null}
      {count > 0 ? (
        <ol className="before-after__list" aria-label={`Slides of ${props.outputName} beside ${props.inputName}`}>
          {slides.map((slide) => {
            const slideFlags = flags.get(slide);
            return (
              <li key={slide} className={`before-after__pair${slideFlags ? ' before-after__pair--flagged' : ''}`}>
                <button
                  type="button"
                  className="before-after__button"
                  aria-label={`Show slide ${slide} before and after, larger`}
                  onClick={() => setOpen(slide)}
                >
                  <span className="before-after__side">
                    <span className="before-after__label">Before</span>
                    <PageImage thumbnail={before.thumbnails.get(slide)} alt={thumbnailAlt('Slide', slide, props.inputName)} />
                  </span>
                  <span className="before-after__side">
                    <span className="before-after__label">After</span>
                    <PageImage thumbnail={after.thumbnails.get(slide)} alt={thumbnailAlt('Slide', slide, props.outputName)} />
                  </span>
                </button>
                <div className="before-after__caption">
                  <span className="before-after__number">Slide {slide}</span>
                  {slideFlags ? (
                    <span className="badge badge--flag">
                      Flagged: {[...new Set(slideFlags.map((flag) => kindWords(flag.kind)))].join(', ')}
                    </span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {open !== null ? (
        <LargeView
          title={`Slide ${open} of ${count}, before and after`}
          onClose={() => setOpen(null)}
          onPrevious={slides.indexOf(open) > 0 ? () => setOpen(slides[slides.indexOf(open) - 1] ?? open) : undefined}
          onNext={slides.indexOf(open) < slides.length - 1 ? () => setOpen(slides[slides.indexOf(open) + 1] ?? open) : undefined}
        >
          <div className="before-after__large">
            <figure>
              <PageImage
                thumbnail={before.thumbnails.get(open)}
                alt={thumbnailAlt('Slide', open, props.inputName)}
                className="page-thumb--large"
              />
              <figcaption>Before</figcaption>
            </figure>
            <figure>
              <PageImage
                thumbnail={after.thumbnails.get(open)}
                alt={thumbnailAlt('Slide', open, props.outputName)}
                className="page-thumb--large"
              />
              <figcaption>After</figcaption>
            </figure>
          </div>
          {flags.get(open) ? <FlagList flags={flags.get(open) ?? []} /> : null}
        </LargeView>
      ) : null}
    </div>
  );
}
