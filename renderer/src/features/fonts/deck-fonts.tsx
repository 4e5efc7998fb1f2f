import { fontsFactsOf } from './deck-font-info';
import type { DeckFont } from './deck-font-info';
import { FontName } from './font-name';
import { useFontPreviews } from './font-preview';
import { metricSubstitute } from './font-substitutes';
import { useGoogleFamily } from './google-family';
import type { StagedItem } from '../../shared/panel/intake-store';
import { counted } from '../../shared/counted';

const STYLE_NAMES = { regular: 'regular', bold: 'bold', italic: 'italic', boldItalic: 'bold italic' } as const;

function usageText(font: DeckFont): string {
  if (font.unused) return 'Not used by any text';
  const parts = [
    font.themeRoles.includes('major') ? 'headings' : null,
    font.themeRoles.includes('minor') ? 'body text' : null,
    font.slides > 0 ? `${counted(font.slides, 'slide')}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? `Used for ${parts.join(', ')}` : 'Named in the deck';
}

interface RowProps {
  font: DeckFont;
  isChosen: (family: string) => boolean;
  onToggle: (family: string) => void;
  /** The stand-in that replaces this font in the deck, when one was chosen for it. */
  replacing: (font: string) => string | undefined;
  onStandIn: (font: string, standIn: string) => void;
  disabled: boolean;
}

/**
 * "Use Carlito instead", only where the stand-in can be embedded: a file of it is on this computer (the stand-ins
 * ship with Deckhand), the same file the preview shows.
 */
function StandInAction(props: { font: string; standIn: string } & Pick<RowProps, 'replacing' | 'onStandIn' | 'disabled'>) {
  const { font, standIn } = props;
  const [preview] = useFontPreviews([standIn]);
  if (props.replacing(font) === standIn) return <span className="deck-font__note">{standIn} replaces it in the deck</span>;
  if (preview?.state === 'loading') return <span className="muted">Checking…</span>;
  if (preview?.state !== 'ready') return <span className="muted">Cannot be embedded ({standIn} is not on this computer)</span>;
  return (
    <button
      type="button"
      className="button button--small"
      disabled={props.disabled}
      title={`${standIn} has the same letter widths as ${font}: the deck is set in ${standIn} instead, and ${standIn} is embedded, so text keeps its line breaks everywhere.`}
      onClick={() => props.onStandIn(font, standIn)}
    >
      Use {standIn} instead
    </button>
  );
}

function DeckFontRow(props: RowProps) {
  const { font, isChosen, onToggle, disabled } = props;
  const { family, error } = useGoogleFamily(font.name);
  const substitute = metricSubstitute(font.name);
  const embedded = font.embeddedStyles.length > 0;
  let action;
  if (family === undefined && !error) action = <span className="muted">Checking…</span>;
  else if (family) {
    action = (
      <label className="checkbox">
        <input type="checkbox" checked={isChosen(family.family)} disabled={disabled} onChange={() => onToggle(family.family)} />
        <span>
          {embedded ? 'Embed again' : 'Embed'}
          {/* Every row has this box: its name says which font it is for. */}
          <span className="sr-only"> {family.family}</span>
        </span>
      </label>
    );
  } else if (substitute) {
    action = (
      <StandInAction font={font.name} standIn={substitute} replacing={props.replacing} onStandIn={props.onStandIn} disabled={disabled} />
    );
  } else action = <span className="muted">Cannot be embedded</span>;
  return (
    <li className="deck-font" data-font={font.name}>
      <div className="deck-font__main">
        <FontName family={font.name} className="deck-font__name" />
        <span className="deck-font__facts">
          {usageText(font)}
          {embedded ? ` · Embedded (${font.embeddedStyles.map((style) => STYLE_NAMES[style]).join(', ')})` : ''}
          {family === null ? ` · Not a Google font${substitute ? `; ${substitute} has the same letter widths` : ''}` : ''}
        </span>
      </div>
      <div className="deck-font__action">{action}</div>
    </li>
  );
}

/** The staged deck's own fonts, first: which it embeds already, which can be embedded, and stand-ins for the others. */
export function DeckFonts(props: { item: StagedItem | undefined } & Omit<RowProps, 'font'>) {
  const { item } = props;
  if (!item || item.state !== 'ready') return null;
  const state = fontsFactsOf(item)?.fonts;
  return (
    <section className="deck-fonts" aria-labelledby="deck-fonts-heading">
      <h2 className="field-label" id="deck-fonts-heading">
        Fonts in {item.name}
      </h2>
      {state === undefined || state.status === 'reading' ? (
        <p className="field__hint" role="status">
          Reading the deck’s fonts…
        </p>
      ) : state.status === 'failed' ? (
        <p className="field__problem" role="alert">
          Could not read the deck’s fonts: {state.message} You can still choose fonts to embed below.
        </p>
      ) : state.info.fonts.length === 0 ? (
        <p className="field__hint">The deck names no fonts of its own.</p>
      ) : (
        <>
          <ul className="deck-fonts__list" aria-labelledby="deck-fonts-heading">
            {state.info.fonts.map((font) => (
              <DeckFontRow
                key={font.name}
                font={font}
                isChosen={props.isChosen}
                onToggle={props.onToggle}
                replacing={props.replacing}
                onStandIn={props.onStandIn}
                disabled={props.disabled}
              />
            ))}
          </ul>
          {state.info.subsetFont ? (
            <p className="field__hint">
              Some embedded fonts hold only the characters the deck uses: new text in them may fall back to another font.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
