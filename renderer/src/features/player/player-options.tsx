import { useId, useRef, useState } from 'react';
import { brandPictureFrom } from './brand-picture';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { PAGE_SIZES } from './player-params';
import type { BrandMarkPosition, PlayerOptions } from './player-params';
import './player.css';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import type { SegmentedOption } from '../../shared/ui/segmented-choice';
import { useT } from '../../i18n/i18n';
import type { Translate } from '../../i18n/i18n';

const BRAND_MARKS: readonly BrandMarkPosition[] = ['none', 'leftTop', 'rightTop', 'leftBottom', 'rightBottom'];

function sizeOptions(t: Translate): SegmentedOption<PlayerOptions['size']>[] {
  return [
    ...PAGE_SIZES.map((size) => ({ value: size.id, label: `${size.width} × ${size.height}` })),
    { value: 'custom', label: t('player.custom') },
  ];
}

/** The player page's title and description, its page size, and where the brand mark sits. */
export function PlayerOptionsForm(props: OptionsProps<PlayerOptions>) {
  const t = useT();
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
          <label htmlFor={titleId}>{t('player.title')}</label>
          <input
            id={titleId}
            type="text"
            maxLength={500}
            placeholder={first ?? t('player.titlePlaceholder')}
            value={options.title}
            disabled={disabled}
            onChange={(event) => setOptions({ title: event.currentTarget.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={descriptionId}>{t('player.description')}</label>
          <textarea
            id={descriptionId}
            rows={2}
            maxLength={5000}
            placeholder={t('player.optional')}
            value={options.description}
            disabled={disabled}
            onChange={(event) => setOptions({ description: event.currentTarget.value })}
          />
        </div>
      </div>
      <div className="options-grid">
        <SegmentedChoice
          legend={t('player.pageSize')}
          options={sizeOptions(t)}
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
              <label htmlFor={widthId}>{t('player.width')}</label>
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
              <label htmlFor={heightId}>{t('player.height')}</label>
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
        legend={t('player.brandMark')}
        options={BRAND_MARKS.map((value) => ({ value, label: t(`player.mark.${value}`) }))}
        value={options.brandMark}
        onChange={(brandMark) => setOptions({ brandMark })}
        disabled={disabled}
      />
      <BrandPictureField options={options} setOptions={setOptions} disabled={disabled} />
      <p className="field__hint">{t('player.hint')}</p>
    </div>
  );
}

/** Deckhand's mark, or a picture of the person's own (a logo) in its place. */
function BrandPictureField(props: Pick<OptionsProps<PlayerOptions>, 'options' | 'setOptions' | 'disabled'>) {
  const t = useT();
  const { options, setOptions, disabled } = props;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picture = options.brandPicture;
  return (
    <div className="player-options__mark">
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('player.yourLogo')}
        accept="image/png,image/jpeg,image/webp,image/gif"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          brandPictureFrom(file)
            .then((dataUrl) => {
              setProblem(null);
              // A logo chosen while the mark is off is meant to be seen: it goes where marks usually sit.
              setOptions({
                brandPicture: { dataUrl, name: file.name },
                ...(options.brandMark === 'none' ? { brandMark: 'rightBottom' } : {}),
              });
            })
            .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
        }}
      />
      {picture ? (
        <>
          <img className="player-options__mark-picture" src={picture.dataUrl} alt={t('player.yourLogoNamed', { name: picture.name })} />
          <button type="button" className="button button--small" disabled={disabled} onClick={() => input.current?.click()}>
            {t('player.changeLogo')}
          </button>
          <button type="button" className="button button--small" disabled={disabled} onClick={() => setOptions({ brandPicture: null })}>
            {t('player.useMark')}
          </button>
        </>
      ) : (
        <button type="button" className="button button--small" disabled={disabled} onClick={() => input.current?.click()}>
          {t('player.useLogo')}
        </button>
      )}
      {problem ? (
        <p className="error-text" role="alert">
          {problem}
        </p>
      ) : (
        <p className="field__hint">{picture ? t('player.logoHint') : t('player.markHint')}</p>
      )}
    </div>
  );
}
