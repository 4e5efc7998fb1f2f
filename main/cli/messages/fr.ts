import type { CliMessages } from './en';

/** Français : what `deckhand` says to a person (see en.ts); commands and options stay as they are typed. */
export const fr: CliMessages = {
  usage: `Utilisation :
  deckhand <outil> FICHIERS… [--param nom=valeur]… [--params JSON] [-o SORTIE]   exécute un outil (p. ex. pptx.join, image.resize)
  deckhand run RECETTE FICHIERS… [-o DOSSIER] [--save-steps DOSSIER]            exécute une recette (un fichier .json ou le nom d’une recette)
  deckhand watch DOSSIER --recipe RECETTE -o SORTIE [--ledger FICHIER]          traite chaque fichier qui apparaît dans DOSSIER
  deckhand tasks list [--type TYPE] [--limit N] | get ID | delete ID…            les tâches du backend
  deckhand recipes | tools                                                       ce qui peut être exécuté
  deckhand mcp                                                                   un serveur MCP sur stdin/stdout

Options : --backend local|cloud|server (local par défaut), --data DOSSIER (le dossier de données du moteur local), --base-url
URL et --key CLÉ (le cloud : par défaut DECKFLOW_API_BASE, DECKFLOW_API_KEY ; un serveur Deckhand : son adresse et votre clé
personnelle, par défaut DECKHAND_SERVER, DECKHAND_SERVER_KEY), --json (sortie lisible par une machine), --keep (garde les
tâches sur le backend après l’enregistrement), --overwrite (remplace un fichier de sortie existant ; sans cette option, un
-o FICHIER qui existe est refusé et les sorties dans un dossier prennent le prochain nom libre, « deck (2).pptx »), -h/--help.`,
  'args.paramPair': '--param attend nom=valeur, p. ex. --param maxWidth=800 (reçu : « {pair} »).',
  'args.paramsJson': '--params n’est pas du JSON valide ({problem}).',
  'args.paramsObject': `--params doit être un objet JSON, p. ex. '{"maxWidth": 800}'.`,
  'args.backend': '--backend vaut local, cloud ou server, pas « {value} ».',
  'args.limit': '--limit est un nombre entier de 1 à 200.',
  'cli.runTakesRecipe': 'deckhand run attend une recette (un fichier .json ou le nom d’une recette), puis les fichiers.',
  'cli.unknownCommand': '« {command} » n’est ni une commande ni un outil. Outils : deckhand tools ; commandes : deckhand --help.',
  'cli.unavailable': '(indisponible : {reason})',
  'cli.builtIn': '(intégrée)',
  'cli.cloudNeedsKey': 'Le cloud a besoin d’une clé d’API : indiquez --key CLÉ ou définissez DECKFLOW_API_KEY.',
  'cli.serverNeedsKey': 'Le serveur Deckhand a besoin de votre clé personnelle : indiquez --key CLÉ ou définissez DECKHAND_SERVER_KEY.',
  'cli.whichServer': 'Quel serveur Deckhand ? Indiquez --base-url URL ou définissez DECKHAND_SERVER.',
  'tasks.getOne': 'deckhand tasks get attend un seul identifiant de tâche.',
  'tasks.deleteSome': 'deckhand tasks delete attend un ou plusieurs identifiants de tâche.',
  'tasks.actions': 'deckhand tasks attend list, get ou delete.',
  'tasks.notAction': 'deckhand tasks attend list, get ou delete, pas « {action} ».',
  'tasks.deleted': '{id} supprimée',
  'tasks.shown': '{shown, number} tâches affichées sur {total, number} (--limit jusqu’à 200).',
  'watch.oneFolder': 'deckhand watch attend un dossier : deckhand watch DOSSIER --recipe RECETTE -o SORTIE.',
  'watch.needsRecipe': 'deckhand watch a besoin de --recipe (un fichier .json ou le nom d’une recette).',
  'watch.needsOutput': 'deckhand watch a besoin de -o SORTIE, le dossier où vont les résultats.',
  'watch.failed': '{name} : échec : {reason} (note : {note})',
  'watch.paused': 'arrêté : {reason} (corrigez le problème, puis relancez la surveillance : le reste sera rattrapé)',
  'watch.caughtUp': 'surveillance ; {count, plural, one {# fichier} other {# fichiers}} à examiner',
  'run.notExist': '« {path} » n’existe pas.',
  'run.unreadable': '« {path} » ne peut pas être lu ({code}).',
  'run.notFile': '« {path} » n’est ni un fichier ni un dossier.',
  'run.noFiles': 'Indiquez les fichiers à traiter (ou un dossier qui les contient).',
  'run.outputIsInput':
    '{output} fait partie des fichiers à traiter ; le résultat ne peut pas l’écraser. Choisissez un autre nom de sortie.',
  'run.outputExists': '{output} existe déjà ; rien n’a été exécuté. Choisissez un autre nom ou ajoutez --overwrite pour le remplacer.',
  'run.needsFolder': 'Plusieurs fichiers vont en sortir : la sortie doit donc être un dossier (terminez-la par « / »), pas {output}.',
  'run.failedAt': '{name} : échec à l’étape {step, number} ({title}) : {reason}',
  'run.failed': '{name} : échec : {reason}',
  'run.cancelled': '{name} : annulé : {reason}',
  'run.taskOutput': 'tâche {id} ({name})',
  'run.stopping': 'Arrêt en cours…',
  'state.queued': 'En attente',
  'state.ready': 'Prêt',
  'state.cancelled': 'Annulé',
  'state.failed': 'Échec — {reason}',
  'state.unknownReason': 'raison inconnue',
  'state.step': 'Étape {step, number} sur {steps, number} : {title}',
  'state.stepPieces': 'Étape {step, number} sur {steps, number} : {title} ({done, number} sur {total, number})',
};
