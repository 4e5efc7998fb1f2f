/**
 * A built-in design's name and description in the window's language, looked up by its id (`design.<id>.name|
 * description`); a design no catalog has yet shows the English of shared/tools/deck-templates.ts.
 */
import { translateOr } from '../i18n/i18n';

export function designName(design: { id: string; name: string }): string {
  return translateOr(`design.${design.id}.name`, design.name);
}

export function designDescription(design: { id: string; description: string }): string {
  return translateOr(`design.${design.id}.description`, design.description);
}
