import { noticeTexts } from '../../shared/task-notice-words';
import type { Task } from '../../../../shared/contract/service';
import { formatDuration } from '../../shared/format-duration';
import { resultNumber } from '../../shared/result-facts';
import { useT } from '../../i18n/i18n';
import { fillIn, slot } from '../../i18n/fill';

interface SlideTiming {
  seconds: number;
  narrated: boolean;
}

function timings(task: Task): SlideTiming[] {
  const raw = task.result?.slides;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    const { seconds, narrated } = (entry ?? {}) as { seconds?: unknown; narrated?: unknown };
    return typeof seconds === 'number' ? [{ seconds, narrated: narrated === true }] : [];
  });
}

/** The video's length, picture size and slides (how many narrated), and what the recording could not keep. */
export function SlideVideoResult(props: { task: Task }) {
  const t = useT();
  const { task } = props;
  const duration = resultNumber(task, 'duration');
  const width = resultNumber(task, 'width');
  const height = resultNumber(task, 'height');
  const slides = timings(task);
  const narrated = slides.filter((slide) => slide.narrated).length;
  const warnings = noticeTexts(task);
  if (duration === null) return null;
  return (
    <div className="result-facts-block">
      <ul className="result-facts">
        <li>{fillIn(t('video.length', { duration: slot('duration') }), { duration: <strong>{formatDuration(duration)}</strong> })}</li>
        {width !== null && height !== null ? (
          <li>
            {width} × {height} px
          </li>
        ) : null}
        {slides.length > 0 ? <li>{t('video.narrated', { slides: t('noun.slide.count', { count: slides.length }), narrated })}</li> : null}
      </ul>
      {warnings.map((warning) => (
        <p key={warning} className="card__line muted">
          {warning}
        </p>
      ))}
    </div>
  );
}
