/**
 * The built-in deck designs the local engine's Create and Revamp tools use: a theme (colours and fonts) each,
 * drawn onto the same set of layouts (title, section, bullets, two columns, picture with caption, quote); title and
 * section slides take the design's strong colour (templates/master-xml.ts). Pure
 * data, so the renderer can show the choice and the params schemas can name the ids. Fonts are families that
 * Office installs or that are free (Lato, Open Sans, Roboto), so decks look as meant in PowerPoint and LibreOffice.
 */

/**
 * A design's own geometry (main/engine/templates/design-decorations.ts): `top-band` a tinted band under the titles,
 * `rail` a colour rail down the left edge, `rules` centred titles over thin rules, `tinted` a tinted page with
 * light cards and an accent bar at the right of title slides, `editorial` a hairline under each title, `edge`
 * only the band down the edge of title and section slides.
 */
export interface DesignLook {
  style: 'top-band' | 'rail' | 'rules' | 'tinted' | 'editorial' | 'edge';
  titleAlign: 'l' | 'ctr';
  /** Hex RGB of the top band: light enough for dark text. */
  tint?: string;
}

export interface DeckTemplate {
  id: string;
  name: string;
  description: string;
  /** Dark background, light text. */
  dark: boolean;
  fonts: { heading: string; body: string };
  look: DesignLook;
  /** Hex RGB without '#': the theme's colour scheme. */
  colors: {
    dk1: string;
    lt1: string;
    dk2: string;
    lt2: string;
    accent1: string;
    accent2: string;
    accent3: string;
    accent4: string;
    accent5: string;
    accent6: string;
    hlink: string;
    folHlink: string;
  };
}

export const DECK_TEMPLATES = [
  {
    id: 'classic',
    name: 'Classic',
    description: 'White slides under a pale blue title band, navy text and blue accents; Carlito.',
    dark: false,
    fonts: { heading: 'Carlito', body: 'Carlito' },
    look: { style: 'top-band', titleAlign: 'l', tint: 'A8BEEC' },
    colors: {
      dk1: '1F2937',
      lt1: 'FFFFFF',
      dk2: '1E3A5F',
      lt2: 'E8EEF5',
      accent1: '2563EB',
      accent2: '0EA5E9',
      accent3: 'F59E0B',
      accent4: '10B981',
      accent5: '8B5CF6',
      accent6: 'EF4444',
      hlink: '2563EB',
      folHlink: '7C3AED',
    },
  },
  {
    id: 'midnight',
    name: 'Midnight',
    description: 'Deep navy slides with light text and gold accents; Lato.',
    dark: true,
    fonts: { heading: 'Lato', body: 'Lato' },
    look: { style: 'edge', titleAlign: 'l' },
    colors: {
      dk1: '0B1220',
      lt1: 'F8FAFC',
      dk2: '111C33',
      lt2: 'CBD5E1',
      accent1: 'FBBF24',
      accent2: '38BDF8',
      accent3: 'F472B6',
      accent4: '34D399',
      accent5: 'A78BFA',
      accent6: 'FB7185',
      hlink: '7DD3FC',
      folHlink: 'C4B5FD',
    },
  },
  {
    id: 'editorial',
    name: 'Editorial',
    description: 'Cream paper with white panels, serif Caladea headings over a hairline, Carlito text, burgundy accents.',
    dark: false,
    fonts: { heading: 'Caladea', body: 'Carlito' },
    look: { style: 'editorial', titleAlign: 'l' },
    colors: {
      dk1: '2B2118',
      lt1: 'F4E6BE',
      dk2: '5B1A2B',
      lt2: 'FFFDF8',
      accent1: '8C1C3A',
      accent2: 'C2884B',
      accent3: '3F6E5A',
      accent4: '6B4E9B',
      accent5: 'B45309',
      accent6: '1F4E79',
      hlink: '8C1C3A',
      folHlink: '6B4E9B',
    },
  },
  {
    id: 'sunrise',
    name: 'Sunrise',
    description: 'Bright and friendly: an orange rail, peach cards, coral and amber accents on white; Open Sans.',
    dark: false,
    fonts: { heading: 'Open Sans', body: 'Open Sans' },
    look: { style: 'rail', titleAlign: 'l' },
    colors: {
      dk1: '3A2E2A',
      lt1: 'FFFFFF',
      dk2: 'A3360B',
      lt2: 'FFBE9C',
      accent1: 'C2410C',
      accent2: 'F43F5E',
      accent3: 'EAB308',
      accent4: '14B8A6',
      accent5: '6366F1',
      accent6: '84CC16',
      hlink: 'E11D48',
      folHlink: '9333EA',
    },
  },
  {
    id: 'slate',
    name: 'Slate',
    description: 'Quiet grey slides with white cards and a teal accent; Roboto.',
    dark: false,
    fonts: { heading: 'Roboto', body: 'Roboto' },
    look: { style: 'tinted', titleAlign: 'l' },
    colors: {
      dk1: '263238',
      lt1: 'BAC6CD',
      dk2: '37474F',
      lt2: 'FFFFFF',
      accent1: '00796B',
      accent2: '546E7A',
      accent3: 'FFB300',
      accent4: '5E35B1',
      accent5: 'D81B60',
      accent6: '43A047',
      hlink: '00796B',
      folHlink: '5E35B1',
    },
  },
  {
    id: 'meadow',
    name: 'Meadow',
    description: 'Centred titles over thin rules, mint panels, green with sky-blue and amber accents; Lato headings over Open Sans text.',
    dark: false,
    fonts: { heading: 'Lato', body: 'Open Sans' },
    look: { style: 'rules', titleAlign: 'ctr' },
    colors: {
      dk1: '1C2B22',
      lt1: 'FFFFFF',
      dk2: '14532D',
      lt2: 'ADE5BA',
      accent1: '15803D',
      accent2: '0284C7',
      accent3: 'F59E0B',
      accent4: '9333EA',
      accent5: 'E11D48',
      accent6: '64748B',
      hlink: '0284C7',
      folHlink: '9333EA',
    },
  },
] as const satisfies readonly DeckTemplate[];

export type DeckTemplateId = (typeof DECK_TEMPLATES)[number]['id'];

export const DECK_TEMPLATE_IDS = DECK_TEMPLATES.map((template) => template.id) as [DeckTemplateId, ...DeckTemplateId[]];

export const DEFAULT_DECK_TEMPLATE: DeckTemplateId = 'classic';

export function findDeckTemplate(id: string | undefined): DeckTemplate | undefined {
  return DECK_TEMPLATES.find((template) => template.id === (id ?? DEFAULT_DECK_TEMPLATE));
}
