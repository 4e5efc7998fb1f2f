import type { CliMessages } from './en';

/** Español: what `deckhand` says to a person (see en.ts); commands and options stay as they are typed. */
export const es: CliMessages = {
  usage: `Uso:
  deckhand <herramienta> ARCHIVOS… [--param nombre=valor]… [--params JSON] [-o SALIDA]   ejecuta una herramienta (p. ej., pptx.join, image.resize)
  deckhand run RECETA ARCHIVOS… [-o CARPETA] [--save-steps CARPETA]                    ejecuta una receta (un archivo .json o el nombre de una receta)
  deckhand watch CARPETA --recipe RECETA -o SALIDA [--ledger ARCHIVO]                  procesa cada archivo que aparezca en CARPETA
  deckhand tasks list [--type TIPO] [--limit N] | get ID | delete ID…                   las tareas del backend
  deckhand recipes | tools                                                              lo que se puede ejecutar
  deckhand mcp                                                                          un servidor MCP en stdin/stdout

Opciones: --backend local|cloud|server (por defecto local), --data CARPETA (la carpeta de datos del motor local), --base-url URL
y --key CLAVE (la nube: por defecto DECKFLOW_API_BASE, DECKFLOW_API_KEY; un servidor Deckhand: su dirección y tu clave
personal, por defecto DECKHAND_SERVER, DECKHAND_SERVER_KEY), --json (salida legible por máquina), --keep (conserva las tareas
en el backend después de guardar), --overwrite (reemplaza un archivo de salida existente; sin esta opción, un -o ARCHIVO que
ya existe se rechaza y las salidas en una carpeta toman el siguiente nombre libre, «deck (2).pptx»), -h/--help.`,
  'args.paramPair': '--param espera nombre=valor, p. ej., --param maxWidth=800 (se recibió «{pair}»).',
  'args.paramsJson': '--params no es JSON válido ({problem}).',
  'args.paramsObject': `--params debe ser un objeto JSON, p. ej., '{"maxWidth": 800}'.`,
  'args.backend': '--backend es local, cloud o server, no «{value}».',
  'args.limit': '--limit es un número entero del 1 al 200.',
  'cli.runTakesRecipe': 'deckhand run espera una receta (un archivo .json o el nombre de una receta) y después los archivos.',
  'cli.unknownCommand': '«{command}» no es un comando ni una herramienta. Herramientas: deckhand tools; comandos: deckhand --help.',
  'cli.unavailable': '(no disponible: {reason})',
  'cli.builtIn': '(integrada)',
  'cli.cloudNeedsKey': 'La nube necesita una clave de API: indica --key CLAVE o define DECKFLOW_API_KEY.',
  'cli.serverNeedsKey': 'El servidor Deckhand necesita tu clave personal: indica --key CLAVE o define DECKHAND_SERVER_KEY.',
  'cli.whichServer': '¿Qué servidor Deckhand? Indica --base-url URL o define DECKHAND_SERVER.',
  'tasks.getOne': 'deckhand tasks get espera un solo id de tarea.',
  'tasks.deleteSome': 'deckhand tasks delete espera uno o más ids de tarea.',
  'tasks.actions': 'deckhand tasks espera list, get o delete.',
  'tasks.notAction': 'deckhand tasks espera list, get o delete, no «{action}».',
  'tasks.deleted': '{id} eliminada',
  'tasks.shown': 'Se muestran {shown, number} de {total, number} tareas (--limit hasta 200).',
  'watch.oneFolder': 'deckhand watch espera una carpeta: deckhand watch CARPETA --recipe RECETA -o SALIDA.',
  'watch.needsRecipe': 'deckhand watch necesita --recipe (un archivo .json o el nombre de una receta).',
  'watch.needsOutput': 'deckhand watch necesita -o SALIDA, la carpeta adonde van los resultados.',
  'watch.failed': '{name}: error: {reason} (nota: {note})',
  'watch.paused': 'detenido: {reason} (corrígelo y vuelve a iniciar la vigilancia: lo pendiente se procesará)',
  'watch.caughtUp': 'vigilando; {count, plural, one {# archivo} other {# archivos}} por revisar',
  'run.notExist': '«{path}» no existe.',
  'run.unreadable': 'No se puede leer «{path}» ({code}).',
  'run.notFile': '«{path}» no es un archivo ni una carpeta.',
  'run.noFiles': 'Indica los archivos con los que trabajar (o una carpeta que los contenga).',
  'run.outputIsInput': '{output} es uno de los archivos de entrada; el resultado no puede sobrescribirlo. Elige otro nombre de salida.',
  'run.outputExists': '{output} ya existe; no se ejecutó nada. Elige otro nombre o añade --overwrite para reemplazarlo.',
  'run.needsFolder': 'De esto saldrán varios archivos, así que la salida debe ser una carpeta (termínala en «/»), no {output}.',
  'run.failedAt': '{name}: error en el paso {step, number} ({title}): {reason}',
  'run.failed': '{name}: error: {reason}',
  'run.cancelled': '{name}: cancelado: {reason}',
  'run.taskOutput': 'tarea {id} ({name})',
  'run.stopping': 'Deteniendo…',
  'state.queued': 'En cola',
  'state.ready': 'Listo',
  'state.cancelled': 'Cancelado',
  'state.failed': 'Error: {reason}',
  'state.unknownReason': 'motivo desconocido',
  'state.step': 'Paso {step, number} de {steps, number}: {title}',
  'state.stepPieces': 'Paso {step, number} de {steps, number}: {title} ({done, number} de {total, number})',
};
