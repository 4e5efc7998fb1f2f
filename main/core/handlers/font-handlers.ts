import type { IpcHandlers } from '../ipc-router';
import { fontFile, searchFonts } from '../service-client/engine-extras';
import type { HandlerDeps } from './handler-deps';

type FontHandlers = Pick<IpcHandlers, 'fonts:search' | 'fonts:preview'>;

/** The font picker's data: the Google Fonts list and preview faces, always from the local engine (it works offline). */
export function createFontHandlers(deps: HandlerDeps): FontHandlers {
  return {
    'fonts:search': async (query) => searchFonts(await deps.backend.engineClient(), query),
    'fonts:preview': async ({ family }) => {
      const data = await fontFile(await deps.backend.engineClient(), family);
      return data ? { base64: data.toString('base64') } : null;
    },
  };
}
