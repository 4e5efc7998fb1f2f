import type { SaveOutcome } from '../../../../shared/contract/ipc';
import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { OpenSavedFile } from '../../shared/ui/open-saved-file';
import { useT } from '../../i18n/i18n';

/** Slides packed, the page size, and a warning for resources the offline page cannot load. */
export function PlayerResult(props: { task: Task }) {
  const t = useT();
  const { task } = props;
  const slides = resultNumber(task, 'slides');
  const width = resultNumber(task, 'pageWidth');
  const height = resultNumber(task, 'pageHeight');
  const external = resultNumber(task, 'externalResources');
  if (slides === null) return null;
  return (
    <div className="result-facts-block">
      <ul className="result-facts">
        <li>
          <strong>{t('noun.slide.count', { count: slides })}</strong>
        </li>
        {width !== null && height !== null ? (
          <li>
            {width} × {height} px
          </li>
        ) : null}
      </ul>
      {external !== null && external > 0 ? <p className="card__line muted">{t('player.external', { count: external })}</p> : null}
    </div>
  );
}

/** "Open" in the browser once saved. */
export function PlayerActions(props: { saved: SaveOutcome | undefined }) {
  const t = useT();
  return <OpenSavedFile saved={props.saved} label={t('player.open')} />;
}
