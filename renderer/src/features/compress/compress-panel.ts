import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions, type SchemaValues } from '../../shared/panel/schema-options-form';
import { compressIcon } from './compress-icon';
import { CompressResult } from './compress-result';

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
