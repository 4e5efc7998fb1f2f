import { useId } from 'react';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import type { SegmentedOption } from '../../shared/ui/segmented-choice';
import { useT } from '../../i18n/i18n';
import type { Translate } from '../../i18n/i18n';

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

function sideOptions(t: Translate): SegmentedOption<ResizeOptions['side']>[] {
  return [
    { value: 'width', label: t('resize.width') },
    { value: 'height', label: t('resize.height') },
  ];
}

function presetOptions(t: Translate): SegmentedOption<ResizeOptions['preset']>[] {
  return [
    ...SIZE_PRESETS.map((preset) => ({ value: preset, label: t('resize.presetSize', { size: String(preset) }) })),
    { value: 'custom', label: t('resize.custom') },
  ];
}

export function ResizeOptionsForm(props: OptionsProps<ResizeOptions>) {
  const t = useT();
  const { options, setOptions, disabled } = props;
  const customId = useId();
  return (
    <div className="options-grid">
      <SegmentedChoice
        legend={t('resize.limit')}
        options={sideOptions(t)}
        value={options.side}
        onChange={(side) => setOptions({ side })}
        disabled={disabled}
      />
      <SegmentedChoice
        legend={t('resize.atMost')}
        options={presetOptions(t)}
        value={options.preset}
        onChange={(preset) => {
          setOptions({ preset });
          if (preset === 'custom') requestAnimationFrame(() => document.getElementById(customId)?.focus());
        }}
        disabled={disabled}
      />
      {options.preset === 'custom' ? (
        <div className="field field--inline">
          <label htmlFor={customId}>{t('resize.customLabel', { side: options.side })}</label>
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
      <p className="field__hint">{t('resize.hint')}</p>
    </div>
  );
}
