import { useId } from 'react';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { PAGE_SIZES } from './player-params';
import type { BrandMarkPosition, PlayerOptions } from './player-params';
import './player.css';

const BRAND_MARKS: readonly { value: BrandMarkPosition; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'leftTop', label: 'Top left' },
  { value: 'rightTop', label: 'Top right' },
  { value: 'leftBottom', label: 'Bottom left' },
  { value: 'rightBottom', label: 'Bottom right' },
];

/** The player page's title and description, its page size, and where the brand mark sits. */
export function PlayerOptionsForm(props: OptionsProps<PlayerOptions>) {
  const { options, setOptions, disabled } = props;
  const titleId = useId();
  const descriptionId = useId();
  const widthId = useId();
  const heightId = useId();
  const sizeName = useId();
  const markName = useId();
  const first = props.items[0]?.name.replace(/\.html?$/i, '');

  return (
    <div className="player-options">
      <div className="player-options__texts">
        <div className="field">
          <label htmlFor={titleId}>Title</label>
          <input
            id={titleId}
            type="text"
            maxLength={500}
            placeholder={first ?? 'Slides'}
            value={options.title}
            disabled={disabled}
            onChange={(event) => setOptions({ title: event.currentTarget.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={descriptionId}>Description</label>
          <textarea
            id={descriptionId}
            rows={2}
            maxLength={5000}
            placeholder="Optional"
            value={options.description}
            disabled={disabled}
            onChange={(event) => setOptions({ description: event.currentTarget.value })}
          />
        </div>
      </div>
      <div className="options-grid">
        <fieldset className="segmented" disabled={disabled}>
          <legend>Page size</legend>
          {PAGE_SIZES.map((size) => (
            <label key={size.id} className="segmented__option">
              <input
                type="radio"
                name={sizeName}
                value={size.id}
                checked={options.size === size.id}
                onChange={() => setOptions({ size: size.id })}
              />
              <span>
                {size.width} × {size.height}
              </span>
            </label>
          ))}
          <label className="segmented__option">
            <input
              type="radio"
              name={sizeName}
              value="custom"
              checked={options.size === 'custom'}
              onChange={() => {
                setOptions({ size: 'custom' });
                requestAnimationFrame(() => document.getElementById(widthId)?.focus());
              }}
            />
            <span>Custom</span>
          </label>
        </fieldset>
        {options.size === 'custom' ? (
          <div className="player-options__custom">
            <div className="field field--inline">
              <label htmlFor={widthId}>Width (px)</label>
              <input
                id={widthId}
                type="text"
                inputMode="numeric"
                maxLength={5}
                value={options.customWidth}
                disabled={disabled}
                onChange={(event) => setOptions({ customWidth: event.currentTarget.value })}
              />
            </div>
            <span className="player-options__by" aria-hidden="true">
              ×
            </span>
            <div className="field field--inline">
              <label htmlFor={heightId}>Height (px)</label>
              <input
                id={heightId}
                type="text"
                inputMode="numeric"
                maxLength={5}
                value={options.customHeight}
                disabled={disabled}
                onChange={(event) => setOptions({ customHeight: event.currentTarget.value })}
              />
            </div>
          </div>
        ) : null}
      </div>
      <fieldset className="segmented" disabled={disabled}>
        <legend>Brand mark</legend>
        {BRAND_MARKS.map((mark) => (
          <label key={mark.value} className="segmented__option">
            <input
              type="radio"
              name={markName}
              value={mark.value}
              checked={options.brandMark === mark.value}
              onChange={() => setOptions({ brandMark: mark.value })}
            />
            <span>{mark.label}</span>
          </label>
        ))}
      </fieldset>
      <p className="field__hint">Slides play in the list’s order, each scaled to fit the page size, in one page that works offline.</p>
    </div>
  );
}
