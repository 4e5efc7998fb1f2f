import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions, type SchemaValues } from '../../shared/panel/schema-options-form';
import { CompressResult } from './compress-result';

const compressIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M5 2.5h7l3.5 3.5v11.5H5z" />
    <path d="M10 5v3.5M8 7l2 2 2-2M10 15v-3.5M8 13l2-2 2 2" />
  </svg>
);

export const compressPanel = definePanel<SchemaValues>({
  id: 'compress',
  group: 'decks',
  toolType: 'file.compress',
  navLabel: 'Compress',
  icon: compressIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['file', 'files'],
  actionLabel: 'Compress',
  readyHint: 'Each file is compressed on its own, to the quality chosen.',
  options: schemaOptions('file.compress', [
    {
      name: 'preset',
      label: 'Quality',
      choices: [
        { value: 'best', label: 'Best quality' },
        { value: 'balanced', label: 'Balanced' },
        { value: 'smallest', label: 'Smallest' },
      ],
      hint: 'Best quality: pictures change only where no one could tell (smallest saving). Balanced: pictures keep their look. Smallest: photos may soften slightly, for the smallest file.',
    },
    {
      name: 'targetMB',
      label: 'Aim for a size',
      unit: 'MB',
      hint: 'Optional: when the quality chosen gives a larger file, the smaller presets are tried until one fits; the result says whether it did.',
    },
  ]),
  ResultView: CompressResult,
});
