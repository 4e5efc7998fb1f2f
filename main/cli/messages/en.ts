/**
 * What `deckhand` says to a person, in English, the source (ICU MessageFormat; `'{…}'` quotes literal braces). The
 * commands, options and examples stay as they are typed in every locale. Machine-readable output (--json, exit
 * statuses) never goes through here.
 */
export const en = {
  usage: `Usage:
  deckhand <tool> FILES… [--param name=value]… [--params JSON] [-o OUT]   run one tool (e.g. pptx.join, image.resize)
  deckhand run RECIPE FILES… [-o DIR] [--save-steps DIR]                  run a recipe (a .json file or a recipe's name)
  deckhand watch DIR --recipe RECIPE -o OUT [--ledger FILE]               process every file that appears in DIR
  deckhand tasks list [--type TYPE] [--limit N] | get ID | delete ID…      the backend's tasks
  deckhand recipes | tools                                                 what can run
  deckhand mcp                                                             an MCP server on stdin/stdout

Options: --backend local|cloud|server (default local), --data DIR (the local engine's data folder), --base-url URL and
--key KEY (the cloud: default DECKFLOW_API_BASE, DECKFLOW_API_KEY; a Deckhand server: its address and your personal
key, default DECKHAND_SERVER, DECKHAND_SERVER_KEY), --json (machine-readable output), --keep (keep
the tasks on the backend after saving), --overwrite (replace an existing output file; without it an -o FILE that exists
is refused and outputs in a folder take the next free name, "deck (2).pptx"), -h/--help.`,
  'args.paramPair': '--param takes name=value, e.g. --param maxWidth=800 (got “{pair}”).',
  'args.paramsJson': '--params is not valid JSON ({problem}).',
  'args.paramsObject': `--params must be a JSON object, e.g. '{"maxWidth": 800}'.`,
  'args.backend': '--backend is local, cloud or server, not “{value}”.',
  'args.limit': '--limit is a whole number from 1 to 200.',
  'cli.runTakesRecipe': 'deckhand run takes a recipe (a .json file or a recipe’s name), then the files.',
  'cli.unknownCommand': '“{command}” is not a command or a tool. Tools: deckhand tools; commands: deckhand --help.',
  'cli.unavailable': '(unavailable: {reason})',
  'cli.builtIn': '(built in)',
  'cli.cloudNeedsKey': 'The cloud needs an API key: give --key KEY or set DECKFLOW_API_KEY.',
  'cli.serverNeedsKey': 'The Deckhand server needs your personal key: give --key KEY or set DECKHAND_SERVER_KEY.',
  'cli.whichServer': 'Which Deckhand server? Give --base-url URL or set DECKHAND_SERVER.',
  'tasks.getOne': 'deckhand tasks get takes one task id.',
  'tasks.deleteSome': 'deckhand tasks delete takes one or more task ids.',
  'tasks.actions': 'deckhand tasks takes list, get or delete.',
  'tasks.notAction': 'deckhand tasks takes list, get or delete, not “{action}”.',
  'tasks.deleted': 'deleted {id}',
  'tasks.shown': '{shown, number} of {total, number} tasks shown (--limit up to 200).',
  'watch.oneFolder': 'deckhand watch takes one folder: deckhand watch DIR --recipe RECIPE -o OUT.',
  'watch.needsRecipe': 'deckhand watch needs --recipe (a .json file or a recipe’s name).',
  'watch.needsOutput': 'deckhand watch needs -o OUT, the folder the outputs go to.',
  'watch.failed': '{name}: failed: {reason} (note: {note})',
  'watch.paused': 'stopped: {reason} (fix it, then start the watch again: what is left is caught up)',
  'watch.caughtUp': 'watching; {count, plural, one {# file} other {# files}} to look at',
  'run.notExist': '“{path}” does not exist.',
  'run.unreadable': '“{path}” cannot be read ({code}).',
  'run.notFile': '“{path}” is not a file or a folder.',
  'run.noFiles': 'Name the files to work on (or a folder of them).',
  'run.outputIsInput': '{output} is one of the files to work on; the result cannot be written over it. Choose another output name.',
  'run.outputExists': '{output} already exists; nothing was run. Choose another name, or add --overwrite to replace it.',
  'run.needsFolder': 'Several files will come out of this, so the output must be a folder (end it with “/”), not {output}.',
  'run.failedAt': '{name}: failed at step {step, number} ({title}): {reason}',
  'run.failed': '{name}: failed: {reason}',
  'run.cancelled': '{name}: cancelled: {reason}',
  'run.taskOutput': 'task {id} ({name})',
  'run.stopping': 'Stopping…',
  'state.queued': 'Queued',
  'state.ready': 'Ready',
  'state.cancelled': 'Cancelled',
  'state.failed': 'Failed — {reason}',
  'state.unknownReason': 'unknown reason',
  'state.step': 'Step {step, number} of {steps, number}: {title}',
  'state.stepPieces': 'Step {step, number} of {steps, number}: {title} ({done, number} of {total, number})',
} as const;

export type CliMessageKey = keyof typeof en;
export type CliMessages = Readonly<Record<CliMessageKey, string>>;
