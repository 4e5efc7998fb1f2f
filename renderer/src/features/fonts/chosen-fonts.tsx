import { listOf } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import { useFontPreviews } from './font-preview';
import { FontName } from './font-name';

function MissingNote(props: { families: readonly string[] }) {
  const t = useT();
  const previews = useFontPreviews(props.families);
  const missing = props.families.filter((_, index) => previews[index]?.state === 'missing');
  if (missing.length === 0) return null;
  const names = listOf(missing.map((family) => t('fonts.quoted', { name: family })));
  return <p className="field__hint">{t('fonts.chosen.missing', { names, count: missing.length })}</p>;
}

/** The families chosen so far, as chips that can be removed. */
export function ChosenFonts(props: {
  chosen: readonly string[];
  /** The deck's fonts a chosen family replaces (it stands in for them). */
  replacedBy: (family: string) => string[];
  disabled: boolean;
  onRemove: (family: string) => void;
}) {
  const t = useT();
  const { chosen } = props;
  return (
    <div className="chosen-fonts">
      <p className="field-label" id="chosen-fonts-label">
        {t('fonts.chosen.heading', { count: chosen.length })}
      </p>
      {chosen.length === 0 ? (
        <p className="field__hint">{t('fonts.chosen.none')}</p>
      ) : (
        <ul className="chips" aria-labelledby="chosen-fonts-label">
          {chosen.map((family) => (
            <li key={family} className="chip">
              <FontName family={family} />
              {props.replacedBy(family).length > 0 ? (
                <span className="chip__note">{t('fonts.chosen.inPlaceOf', { fonts: listOf(props.replacedBy(family)) })}</span>
              ) : null}
              <button
                type="button"
                className="chip__remove"
                aria-label={t('fonts.chosen.remove', { family })}
                title={t('fonts.chosen.remove', { family })}
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
