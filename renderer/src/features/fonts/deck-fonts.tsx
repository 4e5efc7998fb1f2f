import { fontsFactsOf } from './deck-font-info';
import type { DeckFont } from './deck-font-info';
import { FontName } from './font-name';
import { useFontPreviews } from './font-preview';
import { metricSubstitute } from './font-substitutes';
import { useGoogleFamily } from './google-family';
import type { StagedItem } from '../../shared/panel/intake-store';
import { listOf } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import type { Translate } from '../../i18n/i18n';
import { styleNames } from './font-style-names';

function usageText(t: Translate, font: DeckFont): string {
  if (font.unused) return t('fonts.deck.unused');
  const parts = [
    font.themeRoles.includes('major') ? t('fonts.deck.headings') : null,
    font.themeRoles.includes('minor') ? t('fonts.deck.body') : null,
    font.slides > 0 ? t('fonts.deck.slides', { count: font.slides }) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? t('fonts.deck.usedFor', { parts: listOf(parts) }) : t('fonts.deck.named');
}

/** "Used for headings · Embedded (regular, bold) · Not a Google font": what the row knows of the font. */
function factsText(t: Translate, font: DeckFont, isGoogle: boolean, substitute: string | undefined): string {
  const facts = [usageText(t, font)];
  if (font.embeddedStyles.length > 0) facts.push(t('fonts.deck.embedded', { styles: styleNames(t, font.embeddedStyles) }));
  if (!isGoogle) facts.push(substitute ? t('fonts.deck.notGoogleSameWidths', { substitute }) : t('fonts.deck.notGoogle'));
  return facts.join(' · ');
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
  const t = useT();
  const { font, standIn } = props;
  const [preview] = useFontPreviews([standIn]);
  if (props.replacing(font) === standIn) return <span className="deck-font__note">{t('fonts.deck.replacedBy', { standIn })}</span>;
  if (preview?.state === 'loading') return <span className="muted">{t('fonts.deck.checking')}</span>;
  if (preview?.state !== 'ready') return <span className="muted">{t('fonts.deck.standInMissing', { standIn })}</span>;
  return (
    <button
      type="button"
      className="button button--small"
      disabled={props.disabled}
      title={t('fonts.deck.standInWhy', { standIn, font })}
      onClick={() => props.onStandIn(font, standIn)}
    >
      {t('fonts.deck.useStandIn', { standIn })}
    </button>
  );
}

function DeckFontRow(props: RowProps) {
  const t = useT();
  const { font, isChosen, onToggle, disabled } = props;
  const { family, error } = useGoogleFamily(font.name);
  const substitute = metricSubstitute(font.name);
  const embedded = font.embeddedStyles.length > 0;
  let action;
  if (family === undefined && !error) action = <span className="muted">{t('fonts.deck.checking')}</span>;
  else if (family) {
    action = (
      <label className="checkbox">
        <input type="checkbox" checked={isChosen(family.family)} disabled={disabled} onChange={() => onToggle(family.family)} />
        <span>
          {embedded ? t('fonts.deck.embedAgain') : t('fonts.deck.embed')}
          {/* Every row has this box: its name says which font it is for. */}
          <span className="sr-only"> {family.family}</span>
        </span>
      </label>
    );
  } else if (substitute) {
    action = (
      <StandInAction font={font.name} standIn={substitute} replacing={props.replacing} onStandIn={props.onStandIn} disabled={disabled} />
    );
  } else action = <span className="muted">{t('fonts.deck.cannotEmbed')}</span>;
  return (
    <li className="deck-font" data-font={font.name}>
      <div className="deck-font__main">
        <FontName family={font.name} className="deck-font__name" />
        <span className="deck-font__facts">{factsText(t, font, family !== null, substitute)}</span>
      </div>
      <div className="deck-font__action">{action}</div>
    </li>
  );
}

/** The staged deck's own fonts, first: which it embeds already, which can be embedded, and stand-ins for the others. */
export function DeckFonts(props: { item: StagedItem | undefined } & Omit<RowProps, 'font'>) {
  const t = useT();
  const { item } = props;
  if (!item || item.state !== 'ready') return null;
  const state = fontsFactsOf(item)?.fonts;
  return (
    <section className="deck-fonts" aria-labelledby="deck-fonts-heading">
      <h2 className="field-label" id="deck-fonts-heading">
        {t('fonts.deck.heading', { name: item.name })}
      </h2>
      {state === undefined || state.status === 'reading' ? (
        <p className="field__hint" role="status">
          {t('fonts.deck.reading')}
        </p>
      ) : state.status === 'failed' ? (
        <p className="field__problem" role="alert">
          {t('fonts.deck.readFailed', { reason: state.message })}
        </p>
      ) : state.info.fonts.length === 0 ? (
        <p className="field__hint">{t('fonts.deck.none')}</p>
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
          {state.info.subsetFont ? <p className="field__hint">{t('fonts.deck.subset')}</p> : null}
        </>
      )}
    </section>
  );
}
