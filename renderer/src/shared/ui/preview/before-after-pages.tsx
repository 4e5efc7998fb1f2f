import { useState } from 'react';
import type { Task } from '../../../../../shared/contract/service';
import { SegmentedChoice } from '../segmented-choice';
import { PageImage, thumbnailAlt } from '../thumbnail-strip';
import { LargeView } from './large-view';
import { LargePage } from './page-gallery';
import { kindWords, layoutFlags } from './layout-flags';
import type { LayoutFlag } from './layout-flags';
import { useTaskPages } from './use-task-pages';
import './preview.css';
import { useT } from '../../../i18n/i18n';
import { formatCount, listOf } from '../../../i18n/format';
import { fillIn, slot } from '../../../i18n/fill';

type Shown = 'all' | 'flagged';

function FlagList(props: { flags: readonly LayoutFlag[] }) {
  const t = useT();
  return (
    <ul className="flag-list">
      {props.flags.map((flag, index) => {
        const values = { kind: slot('kind'), excerpt: flag.excerpt, detail: flag.detail };
        const sentence = flag.excerpt ? t('finding.item', values) : t('finding.itemBare', values);
        return <li key={index}>{fillIn(sentence, { kind: <strong>{kindWords(flag.kind)}</strong> })}</li>;
      })}
    </ul>
  );
}

/**
 * Translate's and Revamp's result slide by slide against the deck it was made from, side by side, with the slides the
 * layout checker flagged marked and said why; "Flagged only" leaves the others out, a click shows a pair large.
 */
export function BeforeAfterPages(props: { task: Task; inputName: string; outputName: string; inputHere: boolean }) {
  const t = useT();
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
              ? t('preview.layoutFlagged', { count: flaggedSlides.length, list: listOf(flaggedSlides.map(formatCount)) })
              : t('preview.layoutClean')
            : t('preview.layoutNone')}
        </p>
        {flaggedSlides.length > 0 ? (
          <SegmentedChoice<Shown>
            legend={t('preview.show')}
            value={shown}
            onChange={setShown}
            options={[
              { value: 'all', label: t('preview.allSlides') },
              { value: 'flagged', label: t('preview.flaggedOnly', { count: flaggedSlides.length }) },
            ]}
          />
        ) : null}
      </div>
      {deckWide.length > 0 ? <FlagList flags={deckWide} /> : null}
      {after.error ? <p className="field__hint">{t('preview.noResultPictures', { reason: after.error })}</p> : null}
      {!props.inputHere ? <p className="field__hint">{t('preview.originalGoneResultOnly')}</p> : null}
      {before.error ? <p className="field__hint">{t('preview.noOriginalPictures', { reason: before.error })}</p> : null}
      {after.pages === undefined && !after.error ? (
        <p className="field__hint" aria-live="polite">
          {t('preview.drawingBeforeAfter')}
        </p>
      ) : null}
      {count > 0 ? (
        <ol className="before-after__list" aria-label={t('preview.slidesBeside', { output: props.outputName, input: props.inputName })}>
          {slides.map((slide) => {
            const slideFlags = flags.get(slide);
            return (
              <li key={slide} className={`before-after__pair${slideFlags ? ' before-after__pair--flagged' : ''}`}>
                <button
                  type="button"
                  className="before-after__button"
                  aria-label={t('preview.showPair', { slide })}
                  onClick={() => setOpen(slide)}
                >
                  <span className="before-after__side">
                    <span className="before-after__label">{t('preview.before')}</span>
                    <PageImage thumbnail={before.thumbnails.get(slide)} alt={thumbnailAlt('Slide', slide, props.inputName)} />
                  </span>
                  <span className="before-after__side">
                    <span className="before-after__label">{t('preview.after')}</span>
                    <PageImage thumbnail={after.thumbnails.get(slide)} alt={thumbnailAlt('Slide', slide, props.outputName)} />
                  </span>
                </button>
                <div className="before-after__caption">
                  <span className="before-after__number">{t('preview.slide', { slide })}</span>
                  {slideFlags ? (
                    <span className="badge badge--flag">
                      {t('preview.flagged', { kinds: listOf([...new Set(slideFlags.map((flag) => kindWords(flag.kind)))]) })}
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
          title={t('preview.pairTitle', { slide: open, count })}
          onClose={() => setOpen(null)}
          onPrevious={slides.indexOf(open) > 0 ? () => setOpen(slides[slides.indexOf(open) - 1] ?? open) : undefined}
          onNext={slides.indexOf(open) < slides.length - 1 ? () => setOpen(slides[slides.indexOf(open) + 1] ?? open) : undefined}
        >
          <div className="before-after__large">
            <figure>
              <LargePage
                taskId={props.task.id}
                side="input"
                page={open}
                thumbnail={before.thumbnails.get(open)}
                alt={thumbnailAlt('Slide', open, props.inputName)}
              />
              <figcaption>{t('preview.before')}</figcaption>
            </figure>
            <figure>
              <LargePage
                taskId={props.task.id}
                side="output"
                page={open}
                thumbnail={after.thumbnails.get(open)}
                alt={thumbnailAlt('Slide', open, props.outputName)}
              />
              <figcaption>{t('preview.after')}</figcaption>
            </figure>
          </div>
          {flags.get(open) ? <FlagList flags={flags.get(open) ?? []} /> : null}
        </LargeView>
      ) : null}
    </div>
  );
}
