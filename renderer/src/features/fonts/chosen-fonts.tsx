import { useFontPreviews } from './font-preview';
import { FontName } from './font-name';

function MissingNote(props: { families: readonly string[] }) {
  const previews = useFontPreviews(props.families);
  const missing = props.families.filter((_, index) => previews[index]?.state === 'missing');
  if (missing.length === 0) return null;
  const names = missing.map((family) => `“${family}”`).join(', ');
  return (
    <p className="field__hint">
      Deckhand has no file of {names} on this computer: embedding {missing.length === 1 ? 'it' : 'them'} works only where Google Fonts may
      be downloaded (DECKHAND_FONTS_ONLINE=1), otherwise the task fails with that reason.
    </p>
  );
}

/** The families chosen so far, as chips that can be removed. */
export function ChosenFonts(props: {
  chosen: readonly string[];
  /** The deck's fonts a chosen family replaces (it stands in for them). */
  replacedBy: (family: string) => string[];
  disabled: boolean;
  onRemove: (family: string) => void;
}) {
  const { chosen } = props;
  return (
    <div className="chosen-fonts">
      <p className="field-label" id="chosen-fonts-label">
        Fonts to embed{chosen.length > 0 ? ` (${chosen.length})` : ''}
      </p>
      {chosen.length === 0 ? (
        <p className="field__hint">None yet: tick the deck’s fonts below, or find Google Fonts families by name.</p>
      ) : (
        <ul className="chips" aria-labelledby="chosen-fonts-label">
          {chosen.map((family) => (
            <li key={family} className="chip">
              <FontName family={family} />
              {props.replacedBy(family).length > 0 ? (
                <span className="chip__note">in place of {props.replacedBy(family).join(', ')}</span>
              ) : null}
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove ${family}`}
                title={`Remove ${family}`}
                disabled={props.disabled}
                onClick={() => props.onRemove(family)}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <MissingNote families={chosen} />
    </div>
  );
}
