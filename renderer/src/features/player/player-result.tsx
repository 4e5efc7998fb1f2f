import type { SaveOutcome } from '../../../../shared/contract/ipc';
import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { OpenSavedFile } from '../../shared/ui/open-saved-file';
import { counted } from '../../shared/counted';

/** Slides packed, the page size, and a warning for resources the offline page cannot load. */
export function PlayerResult(props: { task: Task }) {
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
          <strong>{counted(slides, 'slide')}</strong>
        </li>
        {width !== null && height !== null ? (
          <li>
            {width} × {height} px
          </li>
        ) : null}
      </ul>
      {external !== null && external > 0 ? (
        <p className="card__line muted">
          {counted(external, 'picture')} or file{external === 1 ? '' : 's'} the slides link to outside themselves will not load: the player
          works offline. Put them in the HTML as data: URLs.
        </p>
      ) : null}
    </div>
  );
}

/** "Open" in the browser once saved. */
export function PlayerActions(props: { saved: SaveOutcome | undefined }) {
  return <OpenSavedFile saved={props.saved} label="Open player" />;
}
