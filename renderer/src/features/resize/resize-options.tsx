import { useId } from 'react';
import type { OptionsProps } from '../../shared/panel/panel-definition';

export const SIZE_PRESETS = [640, 1280, 1920] as const;

export interface ResizeOptions {
  /** Which side the limit applies to: the tool takes one of maxWidth or maxHeight, never both. */
  side: 'width' | 'height';
  preset: (typeof SIZE_PRESETS)[number] | 'custom';
  /** The custom limit as typed. */
  custom: string;
}

/** The limit in pixels, or null while the custom value is not a whole number ≥ 1. */
export function resizeLimit(options: ResizeOptions): number | null {
  if (options.preset !== 'custom') return options.preset;
  const text = options.custom.trim();
  return /^\d{1,5}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export function resizeParams(options: ResizeOptions): Record<string, unknown> {
  const limit = resizeLimit(options);
  // An incomplete custom value is sent as nothing; the blocker says what is missing before anything is sent.
  if (limit === null) return {};
  return options.side === 'width' ? { maxWidth: limit } : { maxHeight: limit };
}

export function ResizeOptionsForm(props: OptionsProps<ResizeOptions>) {
  const { options, setOptions, disabled } = props;
  const customId = useId();
  const sideName = useId();
  const presetName = useId();
  return (
    <div className="options-grid">
      <fieldset className="segmented" disabled={disabled}>
        <legend>Limit the</legend>
        {(['width', 'height'] as const).map((side) => (
          <label key={side} className="segmented__option">
            <input type="radio" name={sideName} value={side} checked={options.side === side} onChange={() => setOptions({ side })} />
            <span>{side === 'width' ? 'Width' : 'Height'}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="segmented" disabled={disabled}>
        <legend>To at most</legend>
        {SIZE_PRESETS.map((preset) => (
          <label key={preset} className="segmented__option">
            <input
              type="radio"
              name={presetName}
              value={preset}
              checked={options.preset === preset}
              onChange={() => setOptions({ preset })}
            />
            <span>{preset} px</span>
          </label>
        ))}
        <label className="segmented__option">
          <input
            type="radio"
            name={presetName}
            value="custom"
            checked={options.preset === 'custom'}
            onChange={() => {
              setOptions({ preset: 'custom' });
              requestAnimationFrame(() => document.getElementById(customId)?.focus());
            }}
          />
          <span>Custom</span>
        </label>
      </fieldset>
      {options.preset === 'custom' ? (
        <div className="field field--inline">
          <label htmlFor={customId}>Custom {options.side} in pixels</label>
          <input
            id={customId}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={5}
            value={options.custom}
            disabled={disabled}
            onChange={(event) => setOptions({ custom: event.currentTarget.value })}
          />
        </div>
      ) : null}
      <p className="field__hint">Pictures keep their proportions and are never enlarged.</p>
    </div>
  );
}
