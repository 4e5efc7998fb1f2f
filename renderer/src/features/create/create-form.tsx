import { useEffect, useId, useMemo } from 'react';
import { DeckDesignPicker } from '../../shared/panel/deck-design-picker';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { useAppInfo } from '../../shared/use-app-info';
import { useTranslationProviders } from '../../shared/use-translation-providers';
import { exampleOutline } from './create-options';
import type { CreateOptions, CreateReach, OutlinePlanner } from './create-options';
import './create.css';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { useT } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/messages/en';
import { fillIn, slot } from '../../i18n/fill';

const CLOUD_REACH: CreateReach = { backend: 'cloud' };

const PLANNERS: readonly OutlinePlanner[] = ['auto', 'outline', 'model'];

type TextField = 'audience' | 'intent' | 'author';

const TEXT_FIELDS: readonly { key: TextField; label: MessageKey; placeholder: MessageKey }[] = [
  { key: 'audience', label: 'createForm.audience', placeholder: 'createForm.audienceExample' },
  { key: 'intent', label: 'createForm.purpose', placeholder: 'createForm.purposeExample' },
  { key: 'author', label: 'createForm.author', placeholder: 'createForm.optional' },
];

/** The Markdown marks the hint names, as the outline parser reads them in every language. */
const MARKS = { h1: '#', h2: '##', dash: '-', rule: '---', quote: '>', notes: 'Notes:' } as const;

/** Create's params: the outline or text, slide count, audience, purpose, author, design, and how the slides are written. */
export function CreateForm(props: OptionsProps<CreateOptions>) {
  const { options, setOptions, disabled } = props;
  const t = useT();
  const example = exampleOutline();
  const backend = useAppInfo().data?.backend.kind;
  const providers = useTranslationProviders({ enabled: backend === 'local' });
  const textId = useId();
  const textHintId = useId();
  const pagesId = useId();
  const fieldId = useId();

  const chatModel = providers.data ? (providers.data.providers.find((provider) => provider.id === 'openai')?.available ?? false) : null;
  const reach = useMemo<CreateReach | null>(() => {
    if (backend === 'cloud') return CLOUD_REACH;
    return backend === 'local' ? { backend: 'local', chatModel } : null;
  }, [backend, chatModel]);
  useEffect(() => {
    const same =
      reach === options.reach ||
      (reach?.backend === 'local' && options.reach?.backend === 'local' && reach.chatModel === options.reach.chatModel);
    if (!same) setOptions({ reach });
  }, [reach, options.reach, setOptions]);

  const local = backend !== 'cloud';
  const noModel = local && chatModel === false;

  return (
    <div className="create-options">
      <div className="field">
        <div className="create-options__text-head">
          <label htmlFor={textId}>{t('createForm.text')}</label>
          <button
            type="button"
            className="button button--small"
            disabled={disabled || options.inputText.trim() !== ''}
            title={options.inputText.trim() !== '' ? t('createForm.clearFirst') : undefined}
            onClick={() => setOptions({ inputText: example })}
          >
            {t('createForm.useExample')}
          </button>
        </div>
        <textarea
          id={textId}
          className="create-options__text"
          rows={14}
          maxLength={200_000}
          spellCheck
          placeholder={example}
          aria-describedby={textHintId}
          value={options.inputText}
          disabled={disabled}
          onChange={(event) => setOptions({ inputText: event.currentTarget.value })}
        />
        <p id={textHintId} className="field__hint">
          {fillIn(
            t('createForm.markdownHint', Object.fromEntries(Object.keys(MARKS).map((name) => [name, slot(name)]))),
            Object.fromEntries(Object.entries(MARKS).map(([name, mark]) => [name, <code dir="ltr">{mark}</code>])),
          )}{' '}
          {t('createForm.plainHint', { needsModel: local && noModel ? 'yes' : 'no' })}
        </p>
      </div>

      <div className="create-options__fields">
        {TEXT_FIELDS.map((field) => (
          <div key={field.key} className="field">
            <label htmlFor={`${fieldId}-${field.key}`}>{t(field.label)}</label>
            <input
              id={`${fieldId}-${field.key}`}
              type="text"
              maxLength={500}
              placeholder={t(field.placeholder)}
              value={options[field.key]}
              disabled={disabled}
              onChange={(event) => setOptions({ [field.key]: event.currentTarget.value })}
            />
          </div>
        ))}
        <div className="field">
          <label htmlFor={pagesId}>{t('createForm.slides')}</label>
          <input
            id={pagesId}
            type="text"
            inputMode="numeric"
            maxLength={3}
            placeholder={t('createForm.anyNumber')}
            value={options.pageCount}
            disabled={disabled}
            onChange={(event) => setOptions({ pageCount: event.currentTarget.value })}
          />
        </div>
      </div>

      <DeckDesignPicker
        value={options.template}
        onChange={(template) => setOptions({ template })}
        disabled={disabled || !local}
        hint={local ? undefined : t('createForm.cloudDesign')}
      />

      {local ? (
        <SegmentedChoice
          legend={t('createForm.slideText')}
          options={PLANNERS.map((planner) => ({
            value: planner,
            label: t(`createForm.planner.${planner}`),
            disabled: planner === 'model' && noModel && options.planner !== 'model',
          }))}
          value={options.planner}
          onChange={(planner) => setOptions({ planner })}
          disabled={disabled}
        />
      ) : null}
      {local ? (
        <p className="field__hint create-options__planner-hint">{noModel ? t('createForm.noModelHint') : t('createForm.autoHint')}</p>
      ) : null}

      <div className="create-options__switches">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={options.advancedModel}
            disabled={disabled}
            onChange={(event) => setOptions({ advancedModel: event.currentTarget.checked })}
          />
          <span>
            <span className="field-label">{t('createForm.stronger')}</span>
            <span className="field__hint create-options__why">{t('createForm.strongerWhy')}</span>
          </span>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={options.fastMode}
            disabled={disabled}
            onChange={(event) => setOptions({ fastMode: event.currentTarget.checked })}
          />
          <span>
            <span className="field-label">{t('createForm.fast')}</span>
            <span className="field__hint create-options__why">{t('createForm.fastWhy')}</span>
          </span>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={options.enableSearch}
            disabled={disabled || (local && !options.enableSearch)}
            onChange={(event) => setOptions({ enableSearch: event.currentTarget.checked })}
          />
          <span>
            <span className="field-label">{t('createForm.search')}</span>
            <span className="field__hint create-options__why">
              {local ? t('createForm.refusal.enableSearch') : t('createForm.searchWhy')}
            </span>
          </span>
        </label>
      </div>
    </div>
  );
}
