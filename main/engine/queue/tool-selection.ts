/**
 * Which tool types a worker takes, as its operator chose with `--tools` (docs/team-server.md): beside the programs a
 * machine has, a say in what it is for — the machine with the GPU takes the model work (`--tools
 * generation,revamp,translation`), the others leave it (`--tools '!generation,!revamp'`), a pool takes only
 * conversions (`--tools 'convertor.*'`). A name is a tool type, or a prefix ending in `*`; `!` leaves it out.
 */
export type ToolSelection = (type: string) => boolean;

const PATTERN = /^!?[a-z0-9][a-z0-9._-]*\*?$/i;

/** The selection a `--tools` list makes; throws with a readable message for a malformed entry. */
export function parseToolSelection(list: string): ToolSelection {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new Error('--tools needs at least one tool type, e.g. --tools convertor.ppt2pdf,pptx.*');
  for (const entry of entries) {
    if (!PATTERN.test(entry)) throw new Error(`--tools: "${entry}" is not a tool type or a prefix ending in * (e.g. convertor.*)`);
  }
  const matches = (pattern: string, type: string): boolean =>
    pattern.endsWith('*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
  const taken = entries.filter((entry) => !entry.startsWith('!'));
  const left = entries.filter((entry) => entry.startsWith('!')).map((entry) => entry.slice(1));
  return (type) =>
    (taken.length === 0 || taken.some((pattern) => matches(pattern, type))) && !left.some((pattern) => matches(pattern, type));
}
