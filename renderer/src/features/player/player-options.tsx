import { useId } from 'react';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { PAGE_SIZES } from './player-params';
import type { BrandMarkPosition, PlayerOptions } from './player-params';
import './player.css';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import type { SegmentedOption } from '../../shared/ui/segmented-choice';

const BRAND_MARKS: readonly { value: BrandMarkPosition; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'leftTop', label: 'Top left' },
  { value: 'rightTop', label: 'Top right' },
  { value: 'leftBottom', label: 'Bottom left' },
  { value: 'rightBottom', label: 'Bottom right' },
];

const SIZE_OPTIONS: readonly SegmentedOption<PlayerOptions['size']>[] = [
  ...PAGE_SIZES.map((size) => ({ value: size.id, label: `${size.width} × ${size.height}` })),
  { value: 'custom', label: 'Custom' },
];

/** The player page's title and description, its page size, and where the brand mark sits. */
export function PlayerOptionsForm(props: OptionsProps<PlayerOptions>) {
  const { options, setOptions, disabled } = props;
  const titleId = useId();
  const descriptionId = useId();
  const widthId = useId();
  const heightId = useId();
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
        <SegmentedChoice
          legend="Page size"
          options={SIZE_OPTIONS}
          value={options.size}
          onChange={(size) => {
            setOptions({ size });
            if (size === 'custom') requestAnimationFrame(() => document.getElementById(widthId)?.focus());
          }}
          disabled={disabled}
        />
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
      <SegmentedChoice
        legend="Brand mark"
        options={BRAND_MARKS}
        value={options.brandMark}
        onChange={(brandMark) => setOptions({ brandMark })}
        disabled={disabled}
      />
      <p className="field__hint">Slides play in the list’s order, each scaled to fit the page size, in one page that works offline.</p>
    </div>
  );
}
