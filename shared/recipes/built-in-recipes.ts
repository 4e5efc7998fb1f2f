/**
 * The recipes every Deckhand has, to start from: the window offers them, `deckhand run NAME` and the MCP server's
 * `run_recipe` take them by name. Saved recipes with the same name come first.
 */
import type { Recipe } from './recipe-document';
import { RECIPE_VERSION } from './recipe-document';

export const BUILT_IN_RECIPES: readonly Recipe[] = [
  {
    version: RECIPE_VERSION,
    name: 'Legacy decks → PDF',
    description: 'PowerPoint 97–2003 decks (.ppt) made into .pptx decks, then PDFs.',
    steps: [{ type: 'convertor.ppt2pptx' }, { type: 'convertor.ppt2pdf' }],
  },
  {
    version: RECIPE_VERSION,
    name: 'Translate and embed fonts',
    description: 'Decks translated from English to Spanish, with Roboto embedded so they look the same everywhere.',
    steps: [
      { type: 'translation', params: { from: 'en', to: 'es' } },
      { type: 'pptx.embedFonts', params: { usedFonts: ['Roboto'] } },
    ],
  },
  {
    version: RECIPE_VERSION,
    name: 'Compress everything',
    description: 'Every deck, document, spreadsheet and ZIP made smaller, looking the same.',
    steps: [{ type: 'file.compress' }],
  },
  {
    version: RECIPE_VERSION,
    name: 'Slides → small pictures',
    description: 'Every slide as a PNG picture, 640 pixels wide.',
    steps: [
      { type: 'convertor.ppt2image', params: { resolution: 1080, format: 'png' } },
      { type: 'image.resize', params: { maxWidth: 640 } },
    ],
  },
  {
    version: RECIPE_VERSION,
    name: 'Board pack',
    description:
      'Decks made into PDFs and merged into one with the PDFs given beside them, in the order given, with a bookmark per file and the pages numbered.',
    steps: [
      { type: 'convertor.ppt2pdf', passes: ['.pdf'] },
      { type: 'pdf.merge', params: { bookmarks: true } },
      { type: 'pdf.stamp', params: { pageNumbers: true, numberFormat: 'n / total', position: 'bottom-right' } },
    ],
  },
];

/** A built-in recipe by name, ignoring case; undefined when none has it. */
export function builtInRecipe(name: string): Recipe | undefined {
  const wanted = name.trim().toLowerCase();
  return BUILT_IN_RECIPES.find((recipe) => recipe.name.toLowerCase() === wanted);
}
