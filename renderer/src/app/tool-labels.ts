/**
 * The name a tool goes by outside its panel (History's filter and rows): the name the sidebar gives the panel that
 * starts it, so one tool has one name throughout; a panel over several tools (Keynote, Text & pictures) adds the tool's
 * own title. Tools no panel starts keep their title.
 */
import { PANELS } from './panel-registry';

export function toolLabel(type: string, title: string): string {
  const panel = PANELS.find((candidate) => candidate.toolType === type || candidate.otherToolTypes?.includes(type));
  if (!panel) return title;
  return (panel.otherToolTypes?.length ?? 0) > 0 ? `${panel.navLabel} · ${title}` : panel.navLabel;
}
