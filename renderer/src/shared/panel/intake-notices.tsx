import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { IntakeNotice, IntakeStore } from './intake-store';
import { useT } from '../../i18n/i18n';

/** How long a refusal stays unless it is being read (hovered or focused): long enough to read twice. */
export const NOTICE_LIFETIME_MS = 15_000;

function Notice(props: { notice: IntakeNotice; onDismiss: (id: number) => void }) {
  const t = useT();
  const { notice, onDismiss } = props;
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held) return undefined;
    const timer = window.setTimeout(() => onDismiss(notice.id), NOTICE_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [held, notice.id, onDismiss]);

  return (
    <li
      className="notice"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <span role="alert">{notice.text}</span>
      <button type="button" className="icon-button" aria-label={t('panel.dismissMessage')} onClick={() => onDismiss(notice.id)}>
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}

/** Why dropped files were not added: one line each, dismissible, gone on their own after a while. */
export function IntakeNotices(props: { store: IntakeStore }) {
  const t = useT();
  const notices = useStore(props.store, (state) => state.notices);
  const dismiss = useStore(props.store, (state) => state.dismissNotice);
  if (notices.length === 0) return null;
  return (
    <ul className="notices" aria-label={t('panel.filesNotAdded')}>
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} onDismiss={dismiss} />
      ))}
    </ul>
  );
}
