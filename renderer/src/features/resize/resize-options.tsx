import { useId } from 'react';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import type { SegmentedOption } from '../../shared/ui/segmented-choice';

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

const SIDE_OPTIONS: readonly SegmentedOption<ResizeOptions['side']>[] = [
  { value: 'width', label: 'Width' },
  { value: 'height', label: 'Height' },
];

const PRESET_OPTIONS: readonly SegmentedOption<ResizeOptions['preset']>[] = [
  ...SIZE_PRESETS.map((preset) => ({ value: preset, label: `${preset} px` })),
  { value: 'custom', label: 'Custom' },
];

export function ResizeOptionsForm(props: OptionsProps<ResizeOptions>) {
  const { options, setOptions, disabled } = props;
  const customId = useId();
  return (
    <div className="options-grid">
      <SegmentedChoice
        legend="Limit the"
        options={SIDE_OPTIONS}
        value={options.side}
        onChange={(side) => setOptions({ side })}
        disabled={disabled}
      />
      <SegmentedChoice
        legend="To at most"
        options={PRESET_OPTIONS}
        value={options.preset}
        onChange={(preset) => {
          setOptions({ preset });
          if (preset === 'custom') requestAnimationFrame(() => document.getElementById(customId)?.focus());
        }}
        disabled={disabled}
      />
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
