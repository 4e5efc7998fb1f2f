import { useAnnouncer } from '../live-announcer';

/**
 * Mounted once, before anything is announced (a live region added with its text is not read). Keyed by the message's
 * id, so a repeated message replaces the node and is read again.
 */
export function LiveRegion() {
  const { message, id } = useAnnouncer();
  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" id="live-region">
      <p key={id}>{message}</p>
    </div>
  );
}
