import { useId } from 'react';
import { DECK_TEMPLATES } from '../../../../shared/tools/deck-templates';
import type { DeckTemplate, DeckTemplateId } from '../../../../shared/tools/deck-templates';
import { designPreview } from './design-previews';
import { designDescription, designName } from '../design-words';
import { useT } from '../../i18n/i18n';

const ACCENTS = ['accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6'] as const;

/** The theme's colours as its slides use them: background bg1, title tx2, text tx1 (swapped for a dark design). */
function slideColours(template: DeckTemplate): { background: string; title: string; text: string } {
  const { colors } = template;
  return template.dark
    ? { background: colors.dk1, title: colors.lt2, text: colors.lt1 }
    : { background: colors.lt1, title: colors.dk2, text: colors.dk1 };
}

function fontsOf(template: DeckTemplate): string {
  return template.fonts.heading === template.fonts.body ? template.fonts.heading : `${template.fonts.heading} · ${template.fonts.body}`;
}

/**
 * The design as it renders (design-previews/), or — when no preview was rendered for it — a small slide in its colours
 * and heading font, with its six accent colours under it.
 */
function DesignSample(props: { template: DeckTemplate }) {
  const t = useT();
  const { template } = props;
  const preview = designPreview(template.id);
  if (preview) {
    // A render of the design (its title slide and a content slide); the name and description are said beside it.
    return (
      <span className="design-sample" aria-hidden="true">
        <img className="design-sample__preview" src={preview} alt="" width={320} height={360} />
      </span>
    );
  }
  const colours = slideColours(template);
  return (
    <span className="design-sample" aria-hidden="true">
      <span className="design-sample__slide" style={{ background: `#${colours.background}` }}>
        <span
          className="design-sample__title"
          style={{ color: `#${colours.title}`, fontFamily: `'${template.fonts.heading}', var(--font)` }}
        >
          {t('panel.designSample')}
        </span>
        <span className="design-sample__rule" style={{ background: `#${template.colors.accent1}` }} />
        <span className="design-sample__line" style={{ background: `#${colours.text}` }} />
        <span className="design-sample__line design-sample__line--short" style={{ background: `#${colours.text}` }} />
      </span>
      <span className="design-sample__swatches">
        {ACCENTS.map((accent) => (
          <span key={accent} className="design-sample__swatch" style={{ background: `#${template.colors[accent]}` }} />
        ))}
      </span>
    </span>
  );
}

/**
 * The local engine's built-in deck designs (shared/tools/deck-templates.ts), each shown in its own colours and
 * heading font, for Create and Revamp. A radio group: one design, arrow keys move between them.
 */
export function DeckDesignPicker(props: {
  value: DeckTemplateId;
  onChange: (id: DeckTemplateId) => void;
  disabled: boolean;
  /** Said under the designs (why they do not apply, say). */
  hint?: string;
}) {
  const t = useT();
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className="design-picker" disabled={props.disabled} aria-describedby={props.hint ? hintId : undefined}>
      <legend>{t('panel.design')}</legend>
      <div className="design-picker__grid">
        {DECK_TEMPLATES.map((template) => (
          <label key={template.id} className="design-picker__choice" title={designDescription(template)}>
            <input
              type="radio"
              name={name}
              value={template.id}
              checked={props.value === template.id}
              aria-describedby={`${name}-${template.id}`}
              onChange={() => props.onChange(template.id)}
            />
            <DesignSample template={template} />
            <span className="design-picker__name">{designName(template)}</span>
            <span className="design-picker__fonts" aria-hidden="true" title={fontsOf(template)}>
              {fontsOf(template)}
            </span>
            <span id={`${name}-${template.id}`} className="sr-only">
              {designDescription(template)}
            </span>
          </label>
        ))}
      </div>
      {props.hint ? (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      ) : null}
    </fieldset>
  );
}
