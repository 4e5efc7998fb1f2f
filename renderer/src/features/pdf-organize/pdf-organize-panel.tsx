import { OpenPdfAction, PdfPagesResult } from '../../shared/ui/pdf-result';
import { definePanel } from '../../shared/panel/panel-definition';
import { pageOptions, type PageOptions } from '../../shared/pdf-pages/page-options';
import { KEEP_ACTIVE_CONTENT } from '../../shared/ui/keep-active-content-field';
import { PasswordField } from '../../shared/ui/password-field';

const pdfOrganizeIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M3 3h6v8H3zM11 9h6v8h-6z" />
    <path d="M12 3.5a4 4 0 0 1 3.5 4M15.5 7.5l1-1.5M15.5 7.5 14 6.8" />
  </svg>
);

const BY_NUMBER = 'Pages by their number in the PDF as it is, such as “2, 5-7”.';

export const pdfOrganizePanel = definePanel<PageOptions>({
  id: 'pdf-organize',
  group: 'pdf',
  toolType: 'pdf.organize',
  navLabel: 'Organise pages',
  icon: pdfOrganizeIcon,
  batch: 'each',
  ordered: false,
  fileNoun: ['PDF', 'PDFs'],
  actionLabel: 'Organise',
  listLabel: 'PDFs to organise',
  readyHint: 'Each PDF gets its pages in the order, turns and removals set here.',
  options: pageOptions(
    'organize',
    'pdf.organize',
    [
      { name: 'password', label: 'Password', hint: 'Only for a PDF that needs one to open.', Component: PasswordField },
      KEEP_ACTIVE_CONTENT,
    ],
    [
      { name: 'order', label: 'New order', hint: 'The pages in the order they should be, such as “3, 1-2, 4-”; empty keeps the order.' },
      { name: 'remove', label: 'Take out', hint: BY_NUMBER },
      { name: 'rotate90', label: 'Turn right (90°)', hint: BY_NUMBER },
      { name: 'rotate180', label: 'Turn upside down (180°)', hint: BY_NUMBER },
      { name: 'rotate270', label: 'Turn left (270°)', hint: BY_NUMBER },
    ],
  ),
  ResultView: PdfPagesResult,
  ResultActions: OpenPdfAction,
});
