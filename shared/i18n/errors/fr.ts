/** French (vous, as the window's other texts). */
import type { ErrorCatalog } from './error-catalog';

const REDO = '{redo, select, merge {relancez la fusion} start {recommencez} other {réessayez}}';

export const fr: ErrorCatalog = {
  codes: {
    invalid_parameter: {
      text: 'La demande a été refusée : une option ou un fichier ne convient pas à cet outil.',
      advice: 'Vérifiez les options et que les fichiers sont du type que cet outil accepte, puis réessayez.',
    },
    invalid_file: {
      text: 'Un fichier est endommagé ou n’est pas le type de fichier qu’il prétend être.',
      advice: 'Vérifiez que les fichiers s’ouvrent dans leur propre programme, puis réessayez.',
    },
    unsupported_format: {
      text: 'Un fichier est dans un format que cet outil n’accepte pas.',
      advice: 'Enregistrez le fichier dans un format que cet outil accepte (voir la liste du panneau), puis réessayez.',
    },
    file_size_exceeded: {
      text: 'Un fichier dépasse la taille que cet outil accepte.',
      advice: 'Utilisez des fichiers plus petits, ou divisez d’abord la présentation, puis réessayez.',
    },
    zip_bomb: {
      text: 'Un fichier se décompresse en bien plus de données qu’il n’en contient : Deckhand ne l’a pas ouvert.',
      advice: 'Utilisez une autre copie du fichier.',
    },
    font_not_found: {
      text: 'La police choisie est introuvable.',
      advice:
        'Choisissez une police dont Deckhand a le fichier (le sélecteur les affiche dans leur propre dessin), ou installez la police sur cet ordinateur, puis réessayez.',
    },
    font_restricted: {
      text: 'Une police du fichier n’autorise pas l’incorporation.',
      advice: 'Choisissez une autre police, ou demandez à son éditeur une version qui peut être incorporée.',
    },
    all_slides_hidden: {
      text: 'Toutes les diapositives de la présentation sont masquées, et les diapositives masquées ont été laissées de côté.',
      advice: 'Incluez les diapositives masquées, ou affichez-en une dans la présentation, puis réessayez.',
    },
    target_too_small: {
      text: 'La taille demandée est trop petite pour ce fichier.',
      advice: 'Demandez une taille plus grande (les détails indiquent la plus petite possible), puis réessayez.',
    },
    language_unknown: {
      text: 'Cet outil ne connaît pas la langue choisie.',
      advice: 'Choisissez une autre langue dans la liste, puis réessayez.',
    },
    no_text_layer: {
      text: 'Le fichier ne contient aucun texte à lire.',
      advice: 'Rendez d’abord son texte consultable (reconnaissance de texte), puis réessayez.',
    },
    conversion_failed: {
      text: 'Le fichier n’a pas pu être converti.',
      advice: 'Ouvrez le fichier dans son propre programme, enregistrez-le à nouveau, puis réessayez.',
    },
    redaction_incomplete: {
      text: 'Certains des mots à supprimer figuraient encore dans le résultat : il a donc été retenu.',
      advice: 'Le fichier dessine peut-être son texte de façon inhabituelle : supprimez des zones entières, puis réessayez.',
    },
    output_too_large: {
      text: 'Le résultat a dépassé ce que le moteur conserve pour une tâche de cette taille.',
      advice: 'Choisissez des options qui donnent un résultat plus petit, ou utilisez un fichier plus petit.',
    },
    generation_failed: {
      text: 'La présentation n’a pas pu être générée.',
      advice: 'Réessayez. Si l’échec persiste, modifiez le texte ou les options.',
    },
    provider_auth: {
      text: 'Le service de traduction ou de rédaction a refusé sa clé.',
      advice: 'Vérifiez la clé de ce service dans les Réglages, puis réessayez.',
    },
    tool_unavailable: {
      text: 'Cet outil a besoin d’un programme qui manque ici.',
      advice: 'Installez le programme que nomment les détails, puis réessayez.',
    },
    provider_unavailable: {
      text: 'Le service de traduction ou de rédaction est injoignable.',
      advice: 'Patientez un instant, puis réessayez.',
    },
    translation_failed: {
      text: 'La traduction n’a pas abouti.',
      advice: 'Réessayez. Si l’échec persiste, choisissez un autre fournisseur dans les Réglages.',
    },
    insufficient_storage: {
      text: 'Le disque du moteur est presque plein.',
      advice: 'Libérez de l’espace ou supprimez d’anciennes tâches, puis réessayez.',
    },
    timeout: {
      text: 'La tâche a pris trop de temps et a été arrêtée.',
      advice: 'Essayez avec des fichiers plus petits, ou réessayez plus tard.',
    },
    interrupted: {
      text: 'La tâche a été arrêtée avant la fin.',
      advice: 'Relancez-la.',
    },
    cancelled: {
      text: 'La tâche a été annulée.',
      advice: 'Relancez-la quand vous serez prêt.',
    },
    internal_error: {
      text: 'Une erreur s’est produite dans Deckhand.',
      advice: 'Réessayez. Si l’échec persiste, redémarrez Deckhand.',
    },
    database_unavailable: {
      text: 'Le serveur ne peut pas joindre sa base de données pour le moment.',
      advice: 'Patientez quelques secondes, puis réessayez.',
    },
    unauthorized: {
      text: 'La clé a été refusée.',
      advice:
        '{backend, select, server {Vérifiez votre clé personnelle du serveur Deckhand dans les Réglages (votre administrateur l’a peut-être révoquée), puis réessayez.} other {Vérifiez la clé d’API dans les Réglages, puis réessayez.}}',
    },
    forbidden: {
      text: 'Deckhand n’a pas le droit d’utiliser ce fichier ou de faire ceci.',
      advice: 'Ajoutez de nouveau les fichiers depuis votre disque, puis réessayez.',
    },
    forbidden_host: {
      text: 'Le moteur a refusé une demande venant d’une adresse inattendue.',
      advice: 'Ouvrez Deckhand à sa propre adresse, puis réessayez.',
    },
    payment_required: {
      text: 'Votre compte DeckFlow n’a plus de crédits.',
      advice: 'Ajoutez des crédits, ou passez au moteur local dans les Réglages.',
    },
    not_found: {
      text: 'Cette tâche ou ce fichier n’existe plus sur le service.',
      advice: 'Relancez-la.',
    },
    method_not_allowed: {
      text: 'Le service ne répond pas à ce type de demande.',
      advice: 'Vérifiez l’adresse du service dans les Réglages, puis réessayez.',
    },
    upload_stalled: {
      text: 'L’envoi n’avançait plus et a été abandonné.',
      advice: 'Vérifiez votre connexion réseau, puis réessayez.',
    },
    length_required: {
      text: 'La demande n’indiquait pas sa taille.',
      advice: 'Réessayez. Si l’échec persiste, un proxy entre Deckhand et le service modifie peut-être les demandes.',
    },
    range_not_satisfiable: {
      text: 'La partie du fichier demandée n’existe pas.',
      advice: 'Téléchargez à nouveau le résultat.',
    },
    rate_limited: {
      text: 'Le service est occupé.',
      advice:
        '{seconds, plural, =0 {Patientez une minute, puis réessayez.} one {Patientez # seconde, puis réessayez.} other {Patientez # secondes, puis réessayez.}}',
    },
    too_many_tasks: {
      text: 'Vous avez sur le serveur autant de tâches que vous pouvez en exécuter à la fois.',
      advice: 'Attendez qu’une de vos tâches sur le serveur se termine, ou annulez-en une, puis réessayez.',
    },
    daily_limit_reached: {
      text: 'Votre quota quotidien sur le serveur Deckhand est épuisé.',
      advice: 'Il repart à 00:00 UTC. Demandez-en davantage à votre administrateur.',
    },
    aborted: {
      text: 'Annulé.',
      advice: 'Relancez-la quand vous serez prêt.',
    },
    backend_changed: {
      text: 'Le service utilisé a changé avant la fin de cette tâche.',
      advice: 'Relancez-la sur le service choisi à présent.',
    },
    bad_response: {
      text: 'Le service a envoyé une réponse que Deckhand n’a pas pu lire.',
      advice: 'Réessayez. Si l’échec persiste, vérifiez l’adresse du service dans les Réglages.',
    },
    disconnected: {
      text: 'La connexion à Deckhand a été perdue.',
      advice: 'Vérifiez que Deckhand est toujours en marche, puis réessayez.',
    },
    download_corrupt: {
      text: 'Le fichier téléchargé ne correspond pas à sa somme de contrôle.',
      advice: 'Téléchargez-le à nouveau.',
    },
    download_incomplete: {
      text: 'Le téléchargement s’est arrêté avant l’arrivée du fichier complet.',
      advice: 'Vérifiez votre connexion réseau, puis téléchargez-le à nouveau.',
    },
    engine_unavailable: {
      text: 'Le moteur local n’est pas en marche.',
      advice: 'Attendez qu’il démarre, ou redémarrez Deckhand, puis réessayez.',
    },
    file_changed: {
      text: 'Un fichier a changé pendant son envoi.',
      advice: 'Attendez qu’il soit enregistré, puis réessayez.',
    },
    file_exists: {
      text: 'Un fichier de ce nom existe déjà.',
      advice: 'Choisissez un autre nom ou un autre dossier, puis enregistrez à nouveau.',
    },
    file_unreadable: {
      text: 'Un fichier n’a pas pu être lu sur votre disque.',
      advice: 'Ajoutez de nouveau les fichiers depuis votre disque, puis réessayez.',
    },
    http_error: {
      text: 'Le service a répondu par une erreur que Deckhand ne connaît pas.',
      advice: 'Réessayez. Si l’échec persiste, vérifiez l’adresse du service dans les Réglages.',
    },
    invalid_recipe: {
      text: 'La recette n’est pas valide.',
      advice: 'Ouvrez-la dans Automatisations et corrigez l’étape que nomment les détails.',
    },
    invalid_request: {
      text: 'Deckhand a envoyé une demande que l’autre côté n’a pas pu accepter.',
      advice: 'Redémarrez Deckhand, puis réessayez.',
    },
    network_error: {
      text: '{backend, select, server {Deckhand ne parvient pas à joindre le serveur Deckhand.} cloud {Deckhand ne parvient pas à joindre le cloud DeckFlow.} other {Deckhand a perdu la connexion au moteur.}}',
      advice:
        '{backend, select, server {Vérifiez votre connexion réseau et l’adresse du serveur dans les Réglages, puis réessayez.} cloud {Vérifiez votre connexion réseau et l’adresse du service dans les Réglages, puis réessayez.} other {Vérifiez que le moteur est en marche, puis réessayez.}}',
    },
    no_key: {
      text: 'Aucune clé d’API n’est définie pour ce service.',
      advice: 'Saisissez votre clé dans les Réglages, puis réessayez.',
    },
    not_ready: {
      text: 'Ce n’est pas encore prêt.',
      advice: 'Attendez la fin de la tâche, puis réessayez.',
    },
    not_retryable: {
      text: 'Il n’y a rien à réessayer ici.',
      advice: 'Lancez plutôt une nouvelle tâche.',
    },
    open_failed: {
      text: 'Le système n’a pas pu ouvrir le fichier.',
      advice: 'Vérifiez qu’un programme pour ce type de fichier est installé, ou ouvrez-le depuis son dossier.',
    },
    task_failed: {
      text: 'Le service n’a pas pu terminer la tâche.',
      advice: 'Réessayez. Si l’échec persiste, vérifiez le fichier ou utilisez le moteur local.',
    },
    too_large: {
      text: 'Ce résultat est trop volumineux pour un aperçu.',
      advice: 'Enregistrez-le pour le consulter.',
    },
    unsafe_archive: {
      text: 'L’archive contient des entrées qui aboutiraient hors de son dossier : rien n’a été extrait.',
      advice: 'Enregistrez plutôt le ZIP, et ouvrez-le avec prudence.',
    },
    unsupported: {
      text: 'Ce n’est pas disponible ici.',
      advice: 'Utilisez l’application de bureau pour cela, ou enregistrez plutôt le fichier.',
    },
    write_failed: {
      text: 'Le fichier n’a pas pu être écrit.',
      advice: 'Vérifiez que le dossier existe, que vous pouvez y écrire et que le disque a de la place, puis réessayez.',
    },
  },
  withFile: {
    invalid_file: '« {file} » est endommagé ou n’est pas le type de fichier qu’il prétend être.',
    unsupported_format: '« {file} » est dans un format que cet outil n’accepte pas.',
    file_size_exceeded: '« {file} » dépasse la taille que cet outil accepte.',
    zip_bomb: '« {file} » se décompresse en bien plus de données qu’il n’en contient : Deckhand ne l’a pas ouvert.',
    font_restricted: 'Une police de « {file} » n’autorise pas l’incorporation.',
    all_slides_hidden: 'Toutes les diapositives de « {file} » sont masquées, et les diapositives masquées ont été laissées de côté.',
    no_text_layer: '« {file} » ne contient aucun texte à lire.',
    conversion_failed: '« {file} » n’a pas pu être converti.',
    redaction_incomplete: 'Certains des mots à supprimer figuraient encore dans le résultat de « {file} » : il a donc été retenu.',
    output_too_large: 'Le résultat de « {file} » a dépassé ce que le moteur conserve pour une tâche de cette taille.',
    timeout: '« {file} » a pris trop de temps et a été arrêté.',
    file_changed: '« {file} » a changé pendant son envoi.',
    file_exists: 'Un fichier nommé « {file} » existe déjà.',
    file_unreadable: '« {file} » n’a pas pu être lu sur votre disque.',
    open_failed: 'Le système n’a pas pu ouvrir « {file} ».',
    too_large: '« {file} » est trop volumineux pour un aperçu.',
    unsafe_archive: '« {file} » contient des entrées qui aboutiraient hors de son dossier : rien n’a été extrait.',
  },
  fileAdvice: {
    replace: `Retirez ou remplacez « {file} », puis ${REDO}.`,
    smaller: `Remplacez « {file} » par un fichier plus petit (ou divisez-le d’abord), puis ${REDO}.`,
  },
  details: { summary: 'Détails', code: 'Code d’erreur :' },
};
