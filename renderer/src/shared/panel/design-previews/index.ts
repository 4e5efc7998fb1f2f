/// <reference types="vite/client" />
/**
 * The designs' preview pictures: a real render of each design (its title slide above a slide of key numbers), made
 * once by `npm run design-previews` (test/bench/design-previews.ts) and bundled as files, so the picker shows what
 * a deck will look like rather than colour swatches.
 */
const files = import.meta.glob<string>('./*.png', { eager: true, query: '?url', import: 'default' });

/** The preview's URL for a design, if one was rendered. */
export function designPreview(id: string): string | undefined {
  return files[`./${id}.png`];
}
