import { definePanel } from '../../shared/panel/panel-definition';
import { schemaOptions } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { CaptureResult } from './capture-result';

const htmlPictureIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3" width="15" height="13" rx="1.5" />
    <path d="M2.5 6.5h15M6.5 9.5 4.5 11.5l2 2M13.5 9.5l2 2-2 2M11 9l-2 5" />
  </svg>
);

/** Scales offered for a sharper picture than the page's CSS pixels (the tool takes 0.25–4). */
export const SCALES = [
  { value: 1, label: '1×' },
  { value: 2, label: '2×' },
  { value: 3, label: '3×' },
] as const;

export const htmlPicturePanel = definePanel<SchemaValues>({
  id: 'html-picture',
  group: 'media',
  toolType: 'convertor.html2png',
  navLabel: 'HTML to PNG',
  icon: htmlPictureIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['page', 'pages'],
  actionLabel: 'Capture',
  listLabel: 'HTML pages to capture',
  readyHint: 'Each page becomes a PNG picture, laid out with the network off.',
  options: schemaOptions('convertor.html2png', [
    { name: 'width', label: 'Window width', unit: 'px' },
    { name: 'height', label: 'Window height', unit: 'px' },
    { name: 'scale', label: 'Pixel density', choices: SCALES, hint: '2× makes a picture twice as wide and high, for sharp text.' },
    { name: 'fullPage', label: 'The whole page, not only the window', hint: 'A long page becomes a tall picture.' },
    {
      name: 'allowScripts',
      label: 'Run the page’s scripts',
      hint: 'Off unless you trust the page: scripts can change what it shows. The network stays off either way.',
    },
  ]),
  ResultView: CaptureResult,
});
