import { useEffect, useId, useMemo } from 'react';
import { LOCAL_REFUSALS } from '../../../../shared/tools/local-refusals';
import { DeckDesignPicker } from '../../shared/panel/deck-design-picker';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { useAppInfo } from '../../shared/use-app-info';
import { useTranslationProviders } from '../../shared/use-translation-providers';
import { EXAMPLE_OUTLINE } from './create-options';
import type { CreateOptions, CreateReach, OutlinePlanner } from './create-options';
import './create.css';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';

const CLOUD_REACH: CreateReach = { backend: 'cloud' };

const PLANNERS: readonly { value: OutlinePlanner; label: string }[] = [
  { value: 'auto', label: 'Automatic' },
  { value: 'outline', label: 'As I wrote it' },
  { value: 'model', label: 'Chat model writes it' },
];

type TextField = 'audience' | 'intent' | 'author';

const TEXT_FIELDS: readonly { key: TextField; label: string; placeholder: string }[] = [
  { key: 'audience', label: 'Audience', placeholder: 'e.g. the board' },
  { key: 'intent', label: 'Purpose', placeholder: 'e.g. win approval for the budget' },
  { key: 'author', label: 'Author', placeholder: 'Optional' },
];

/** Create's params: the outline or text, slide count, audience, purpose, author, design, and how the slides are written. */
export function CreateForm(props: OptionsProps<CreateOptions>) {
  const { options, setOptions, disabled } = props;
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
          <label htmlFor={textId}>Outline or text</label>
          <button
            type="button"
            className="button button--small"
            disabled={disabled || options.inputText.trim() !== ''}
            title={options.inputText.trim() !== '' ? 'Clear the text to start from the example' : undefined}
            onClick={() => setOptions({ inputText: EXAMPLE_OUTLINE })}
          >
            Start from the example
          </button>
        </div>
        <textarea
          id={textId}
          className="create-options__text"
          rows={14}
          maxLength={200_000}
          spellCheck
          placeholder={EXAMPLE_OUTLINE}
          aria-describedby={textHintId}
          value={options.inputText}
          disabled={disabled}
          onChange={(event) => setOptions({ inputText: event.currentTarget.value })}
        />
        <p id={textHintId} className="field__hint">
          Markdown: <code>#</code> the deck’s title, <code>##</code> a slide, <code>-</code> its points (indent for sub-points),{' '}
          <code>---</code> before a section, <code>&gt;</code> a quote, <code>Notes:</code> speaker notes. Plain text or a topic works too
          {local ? (noModel ? '; a topic alone needs a chat model, set up in Settings.' : '.') : '.'} Reference files are optional.
        </p>
      </div>

      <div className="create-options__fields">
        {TEXT_FIELDS.map((field) => (
          <div key={field.key} className="field">
            <label htmlFor={`${fieldId}-${field.key}`}>{field.label}</label>
            <input
              id={`${fieldId}-${field.key}`}
              type="text"
              maxLength={500}
              placeholder={field.placeholder}
              value={options[field.key]}
              disabled={disabled}
              onChange={(event) => setOptions({ [field.key]: event.currentTarget.value })}
            />
          </div>
        ))}
        <div className="field">
          <label htmlFor={pagesId}>Slides</label>
          <input
            id={pagesId}
            type="text"
            inputMode="numeric"
            maxLength={3}
            placeholder="Any number"
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
        hint={local ? undefined : 'The DeckFlow cloud chooses the design itself.'}
      />

      {local ? (
        <SegmentedChoice
          legend="Slide text"
          options={PLANNERS.map((planner) => ({
            ...planner,
            disabled: planner.value === 'model' && noModel && options.planner !== 'model',
          }))}
          value={options.planner}
          onChange={(planner) => setOptions({ planner })}
          disabled={disabled}
        />
      ) : null}
      {local ? (
        <p className="field__hint create-options__planner-hint">
          {noModel
            ? 'No chat model is set up here, so your text becomes slides as written: an outline works best. Set up an OpenAI-compatible model (such as Ollama) in Settings to have it write the slides from a topic.'
            : 'Automatic: an outline becomes slides as written; a topic or plain text is written into slides by the chat model.'}
        </p>
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
            <span className="field-label">Stronger model</span>
            <span className="field__hint create-options__why">Better slide text from the Pro model, more slowly.</span>
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
            <span className="field-label">Fast mode</span>
            <span className="field__hint create-options__why">Quicker, with the standard model.</span>
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
            <span className="field-label">Search the web</span>
            <span className="field__hint create-options__why">
              {local ? LOCAL_REFUSALS.enableSearch : 'DeckFlow looks up current facts on the topic.'}
            </span>
          </span>
        </label>
      </div>
    </div>
  );
}
