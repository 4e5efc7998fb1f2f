import type { CliMessages } from './en';

/** Deutsch: what `deckhand` says to a person (see en.ts); commands and options stay as they are typed. */
export const de: CliMessages = {
  usage: `Aufruf:
  deckhand <Werkzeug> DATEIEN… [--param name=wert]… [--params JSON] [-o AUS]   ein Werkzeug ausführen (z. B. pptx.join, image.resize)
  deckhand run REZEPT DATEIEN… [-o ORDNER] [--save-steps ORDNER]              ein Rezept ausführen (eine .json-Datei oder der Name eines Rezepts)
  deckhand watch ORDNER --recipe REZEPT -o AUS [--ledger DATEI]               jede Datei verarbeiten, die in ORDNER erscheint
  deckhand tasks list [--type TYP] [--limit N] | get ID | delete ID…           die Aufgaben des Backends
  deckhand recipes | tools                                                     was ausgeführt werden kann
  deckhand mcp                                                                 ein MCP-Server auf stdin/stdout

Optionen: --backend local|cloud|server (Standard: local), --data ORDNER (der Datenordner der lokalen Engine), --base-url URL
und --key SCHLÜSSEL (die Cloud: Standard DECKFLOW_API_BASE, DECKFLOW_API_KEY; ein Deckhand-Server: seine Adresse und Ihr
persönlicher Schlüssel, Standard DECKHAND_SERVER, DECKHAND_SERVER_KEY), --json (maschinenlesbare Ausgabe), --keep (die
Aufgaben nach dem Speichern auf dem Backend behalten), --overwrite (eine vorhandene Ausgabedatei ersetzen; ohne diese Option
wird eine vorhandene Datei bei -o DATEI abgelehnt, und Ausgaben in einem Ordner erhalten den nächsten freien Namen,
„deck (2).pptx“), -h/--help.`,
  'args.paramPair': '--param erwartet name=wert, z. B. --param maxWidth=800 (erhalten: „{pair}“).',
  'args.paramsJson': '--params ist kein gültiges JSON ({problem}).',
  'args.paramsObject': `--params muss ein JSON-Objekt sein, z. B. '{"maxWidth": 800}'.`,
  'args.backend': '--backend ist local, cloud oder server, nicht „{value}“.',
  'args.limit': '--limit ist eine ganze Zahl von 1 bis 200.',
  'cli.runTakesRecipe': 'deckhand run erwartet ein Rezept (eine .json-Datei oder den Namen eines Rezepts) und dann die Dateien.',
  'cli.unknownCommand': '„{command}“ ist weder ein Befehl noch ein Werkzeug. Werkzeuge: deckhand tools; Befehle: deckhand --help.',
  'cli.unavailable': '(nicht verfügbar: {reason})',
  'cli.builtIn': '(eingebaut)',
  'cli.cloudNeedsKey': 'Die Cloud braucht einen API-Schlüssel: Geben Sie --key SCHLÜSSEL an oder setzen Sie DECKFLOW_API_KEY.',
  'cli.serverNeedsKey':
    'Der Deckhand-Server braucht Ihren persönlichen Schlüssel: Geben Sie --key SCHLÜSSEL an oder setzen Sie DECKHAND_SERVER_KEY.',
  'cli.whichServer': 'Welcher Deckhand-Server? Geben Sie --base-url URL an oder setzen Sie DECKHAND_SERVER.',
  'tasks.getOne': 'deckhand tasks get erwartet genau eine Aufgaben-ID.',
  'tasks.deleteSome': 'deckhand tasks delete erwartet eine oder mehrere Aufgaben-IDs.',
  'tasks.actions': 'deckhand tasks erwartet list, get oder delete.',
  'tasks.notAction': 'deckhand tasks erwartet list, get oder delete, nicht „{action}“.',
  'tasks.deleted': '{id} gelöscht',
  'tasks.shown': '{shown, number} von {total, number} Aufgaben angezeigt (--limit bis 200).',
  'watch.oneFolder': 'deckhand watch erwartet einen Ordner: deckhand watch ORDNER --recipe REZEPT -o AUS.',
  'watch.needsRecipe': 'deckhand watch braucht --recipe (eine .json-Datei oder den Namen eines Rezepts).',
  'watch.needsOutput': 'deckhand watch braucht -o AUS, den Ordner für die Ausgaben.',
  'watch.failed': '{name}: fehlgeschlagen: {reason} (Notiz: {note})',
  'watch.paused': 'angehalten: {reason} (beheben Sie das und starten Sie die Überwachung neu: Was übrig ist, wird nachgeholt)',
  'watch.caughtUp': 'überwache; {count, plural, one {# Datei} other {# Dateien}} zu prüfen',
  'run.notExist': '„{path}“ existiert nicht.',
  'run.unreadable': '„{path}“ kann nicht gelesen werden ({code}).',
  'run.notFile': '„{path}“ ist weder eine Datei noch ein Ordner.',
  'run.noFiles': 'Nennen Sie die zu bearbeitenden Dateien (oder einen Ordner mit ihnen).',
  'run.outputIsInput':
    '{output} ist eine der zu bearbeitenden Dateien; das Ergebnis kann sie nicht überschreiben. Wählen Sie einen anderen Ausgabenamen.',
  'run.outputExists':
    '{output} existiert bereits; es wurde nichts ausgeführt. Wählen Sie einen anderen Namen oder ersetzen Sie die Datei mit --overwrite.',
  'run.needsFolder': 'Hier entstehen mehrere Dateien, daher muss die Ausgabe ein Ordner sein (mit „/“ am Ende), nicht {output}.',
  'run.failedAt': '{name}: fehlgeschlagen bei Schritt {step, number} ({title}): {reason}',
  'run.failed': '{name}: fehlgeschlagen: {reason}',
  'run.cancelled': '{name}: abgebrochen: {reason}',
  'run.taskOutput': 'Aufgabe {id} ({name})',
  'run.stopping': 'Wird angehalten …',
  'state.queued': 'In der Warteschlange',
  'state.ready': 'Fertig',
  'state.cancelled': 'Abgebrochen',
  'state.failed': 'Fehlgeschlagen – {reason}',
  'state.unknownReason': 'unbekannter Grund',
  'state.step': 'Schritt {step, number} von {steps, number}: {title}',
  'state.stepPieces': 'Schritt {step, number} von {steps, number}: {title} ({done, number} von {total, number})',
};
