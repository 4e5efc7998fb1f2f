import { useMutation } from '@tanstack/react-query';
import type { SaveOutcome } from '../../../../shared/contract/ipc';
import { deckhand } from '../bridge';
import { bridged } from '../bridge-error';
import { useT } from '../../i18n/i18n';

/**
 * "Open" for a result once Save as… wrote it: the system's viewer (the PDF reader, the browser for a player page).
 * Hidden in a browser tab, where the download itself is how the file opens.
 */
export function OpenSavedFile(props: { saved: SaveOutcome | undefined; label?: string }) {
  const t = useT();
  const api = deckhand();
  const open = useMutation<void, Error, string>({
    mutationFn: (path) => bridged(() => api.files.open(path)),
  });
  const { saved } = props;
  if (saved?.kind !== 'saved' || !api.files.canShowInFolder) return null;
  return (
    <>
      <button type="button" className="button" disabled={open.isPending} onClick={() => open.mutate(saved.path)}>
        {props.label ?? t('ui.open')}
      </button>
      {open.error ? (
        <p className="error-text save__row-note" role="alert">
          {t('ui.openFailed', { reason: open.error.message })}
        </p>
      ) : null}
    </>
  );
}
