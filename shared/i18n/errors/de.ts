/** German (Sie, as the window's other texts). */
import type { ErrorCatalog } from './error-catalog';

const REDO = '{redo, select, merge {führen Sie sie erneut zusammen} start {starten Sie neu} other {versuchen Sie es erneut}}';

export const de: ErrorCatalog = {
  codes: {
    invalid_parameter: {
      text: 'Die Anfrage wurde abgelehnt: Eine Option oder eine Datei passt nicht zu diesem Werkzeug.',
      advice: 'Prüfen Sie die Optionen und ob die Dateien von der Art sind, die dieses Werkzeug annimmt, und versuchen Sie es erneut.',
    },
    invalid_file: {
      text: 'Eine Datei ist beschädigt oder nicht die Art Datei, die sie zu sein vorgibt.',
      advice: 'Prüfen Sie, ob sich die Dateien in ihrem eigenen Programm öffnen lassen, und versuchen Sie es erneut.',
    },
    unsupported_format: {
      text: 'Eine Datei liegt in einem Format vor, das dieses Werkzeug nicht annimmt.',
      advice:
        'Speichern Sie die Datei in einem Format, das dieses Werkzeug annimmt (siehe die Liste im Bereich), und versuchen Sie es erneut.',
    },
    file_size_exceeded: {
      text: 'Eine Datei ist größer, als dieses Werkzeug annimmt.',
      advice: 'Verwenden Sie kleinere Dateien oder teilen Sie die Präsentation zuerst, und versuchen Sie es erneut.',
    },
    zip_bomb: {
      text: 'Eine Datei entpackt sich zu weit mehr Daten, als sie enthält, daher hat Deckhand sie nicht geöffnet.',
      advice: 'Verwenden Sie eine andere Kopie der Datei.',
    },
    font_not_found: {
      text: 'Die gewählte Schriftart wurde nicht gefunden.',
      advice:
        'Wählen Sie eine Schriftart, von der Deckhand eine Datei hat (die Auswahl zeigt diese in ihrer eigenen Gestalt), oder installieren Sie die Schriftart auf diesem Computer, und versuchen Sie es erneut.',
    },
    font_restricted: {
      text: 'Eine Schriftart in der Datei erlaubt kein Einbetten.',
      advice: 'Wählen Sie eine andere Schriftart, oder bitten Sie ihren Hersteller um eine Fassung, die eingebettet werden darf.',
    },
    all_slides_hidden: {
      text: 'Alle Folien der Präsentation sind ausgeblendet, und ausgeblendete Folien wurden weggelassen.',
      advice: 'Nehmen Sie die ausgeblendeten Folien mit, oder blenden Sie eine davon in der Präsentation ein, und versuchen Sie es erneut.',
    },
    target_too_small: {
      text: 'Die gewünschte Größe ist für diese Datei zu klein.',
      advice: 'Wählen Sie eine größere Größe (die Details nennen die kleinstmögliche), und versuchen Sie es erneut.',
    },
    language_unknown: {
      text: 'Dieses Werkzeug kennt die gewählte Sprache nicht.',
      advice: 'Wählen Sie eine andere Sprache aus der Liste, und versuchen Sie es erneut.',
    },
    no_text_layer: {
      text: 'Die Datei enthält keinen lesbaren Text.',
      advice: 'Machen Sie ihren Text zuerst durchsuchbar (Texterkennung), und versuchen Sie es erneut.',
    },
    conversion_failed: {
      text: 'Die Datei ließ sich nicht umwandeln.',
      advice: 'Öffnen Sie die Datei in ihrem eigenen Programm, speichern Sie sie erneut, und versuchen Sie es noch einmal.',
    },
    redaction_incomplete: {
      text: 'Einige der zu entfernenden Wörter waren im Ergebnis noch zu finden, daher wurde es zurückgehalten.',
      advice: 'Die Datei zeichnet ihren Text womöglich auf ungewöhnliche Weise: Entfernen Sie ganze Bereiche, und versuchen Sie es erneut.',
    },
    output_too_large: {
      text: 'Das Ergebnis wurde größer, als die Engine für eine Aufgabe dieser Größe aufbewahrt.',
      advice: 'Wählen Sie Optionen, die ein kleineres Ergebnis ergeben, oder verwenden Sie eine kleinere Datei.',
    },
    generation_failed: {
      text: 'Die Präsentation konnte nicht erstellt werden.',
      advice: 'Versuchen Sie es erneut. Scheitert es weiter, ändern Sie den Text oder die Optionen.',
    },
    provider_auth: {
      text: 'Der Übersetzungs- oder Schreibdienst hat seinen Schlüssel abgelehnt.',
      advice: 'Prüfen Sie den Schlüssel dieses Dienstes in den Einstellungen, und versuchen Sie es erneut.',
    },
    tool_unavailable: {
      text: 'Dieses Werkzeug braucht ein Programm, das hier fehlt.',
      advice: 'Installieren Sie das Programm, das die Details nennen, und versuchen Sie es erneut.',
    },
    provider_unavailable: {
      text: 'Der Übersetzungs- oder Schreibdienst war nicht erreichbar.',
      advice: 'Warten Sie einen Moment, und versuchen Sie es erneut.',
    },
    translation_failed: {
      text: 'Die Übersetzung wurde nicht fertig.',
      advice: 'Versuchen Sie es erneut. Scheitert es weiter, wählen Sie in den Einstellungen einen anderen Anbieter.',
    },
    insufficient_storage: {
      text: 'Der Datenträger der Engine ist fast voll.',
      advice: 'Schaffen Sie Platz oder löschen Sie alte Aufgaben, und versuchen Sie es erneut.',
    },
    timeout: {
      text: 'Die Aufgabe dauerte zu lange und wurde angehalten.',
      advice: 'Versuchen Sie es mit kleineren Dateien oder später noch einmal.',
    },
    interrupted: {
      text: 'Die Aufgabe wurde angehalten, bevor sie fertig war.',
      advice: 'Starten Sie sie erneut.',
    },
    cancelled: {
      text: 'Die Aufgabe wurde abgebrochen.',
      advice: 'Starten Sie sie erneut, wenn Sie so weit sind.',
    },
    internal_error: {
      text: 'In Deckhand ist etwas schiefgegangen.',
      advice: 'Versuchen Sie es erneut. Scheitert es weiter, starten Sie Deckhand neu.',
    },
    database_unavailable: {
      text: 'Der Server erreicht seine Datenbank gerade nicht.',
      advice: 'Warten Sie einige Sekunden, und versuchen Sie es erneut.',
    },
    unauthorized: {
      text: 'Der Schlüssel wurde abgelehnt.',
      advice:
        '{backend, select, server {Prüfen Sie Ihren persönlichen Schlüssel für den Deckhand-Server in den Einstellungen (Ihr Admin hat ihn vielleicht widerrufen), und versuchen Sie es erneut.} other {Prüfen Sie den API-Schlüssel in den Einstellungen, und versuchen Sie es erneut.}}',
    },
    forbidden: {
      text: 'Deckhand darf diese Datei nicht verwenden oder dies nicht tun.',
      advice: 'Fügen Sie die Dateien erneut von Ihrem Datenträger hinzu, und versuchen Sie es erneut.',
    },
    forbidden_host: {
      text: 'Die Engine hat eine Anfrage von einer unerwarteten Adresse abgelehnt.',
      advice: 'Öffnen Sie Deckhand unter seiner eigenen Adresse, und versuchen Sie es erneut.',
    },
    payment_required: {
      text: 'Ihr DeckFlow-Konto hat kein Guthaben mehr.',
      advice: 'Laden Sie Guthaben auf, oder wechseln Sie in den Einstellungen zur lokalen Engine.',
    },
    not_found: {
      text: 'Diese Aufgabe oder Datei gibt es beim Dienst nicht mehr.',
      advice: 'Starten Sie sie erneut.',
    },
    method_not_allowed: {
      text: 'Der Dienst beantwortet diese Art von Anfrage nicht.',
      advice: 'Prüfen Sie die Adresse des Dienstes in den Einstellungen, und versuchen Sie es erneut.',
    },
    upload_stalled: {
      text: 'Das Hochladen kam nicht mehr voran und wurde aufgegeben.',
      advice: 'Prüfen Sie Ihre Netzwerkverbindung, und versuchen Sie es erneut.',
    },
    length_required: {
      text: 'Die Anfrage hat ihre Größe nicht angegeben.',
      advice: 'Versuchen Sie es erneut. Scheitert es weiter, verändert vielleicht ein Proxy zwischen Deckhand und dem Dienst die Anfragen.',
    },
    range_not_satisfiable: {
      text: 'Der angefragte Teil der Datei ist nicht vorhanden.',
      advice: 'Laden Sie das Ergebnis erneut herunter.',
    },
    rate_limited: {
      text: 'Der Dienst ist ausgelastet.',
      advice:
        '{seconds, plural, =0 {Warten Sie eine Minute, und versuchen Sie es erneut.} one {Warten Sie # Sekunde, und versuchen Sie es erneut.} other {Warten Sie # Sekunden, und versuchen Sie es erneut.}}',
    },
    too_many_tasks: {
      text: 'Sie haben so viele Aufgaben auf dem Server, wie Sie gleichzeitig ausführen dürfen.',
      advice: 'Warten Sie, bis eine Ihrer Aufgaben auf dem Server fertig ist, oder brechen Sie eine ab, und versuchen Sie es erneut.',
    },
    daily_limit_reached: {
      text: 'Ihr Tageskontingent auf dem Deckhand-Server ist aufgebraucht.',
      advice: 'Es beginnt um 00:00 UTC neu. Bitten Sie Ihren Admin um mehr.',
    },
    aborted: {
      text: 'Abgebrochen.',
      advice: 'Starten Sie sie erneut, wenn Sie so weit sind.',
    },
    backend_changed: {
      text: 'Der Dienst wurde gewechselt, bevor diese Aufgabe fertig war.',
      advice: 'Starten Sie sie mit dem jetzt gewählten Dienst erneut.',
    },
    bad_response: {
      text: 'Der Dienst hat eine Antwort geschickt, die Deckhand nicht lesen konnte.',
      advice: 'Versuchen Sie es erneut. Scheitert es weiter, prüfen Sie die Adresse des Dienstes in den Einstellungen.',
    },
    disconnected: {
      text: 'Die Verbindung zu Deckhand ist abgerissen.',
      advice: 'Prüfen Sie, ob Deckhand noch läuft, und versuchen Sie es erneut.',
    },
    download_corrupt: {
      text: 'Die heruntergeladene Datei passt nicht zu ihrer Prüfsumme.',
      advice: 'Laden Sie sie erneut herunter.',
    },
    download_incomplete: {
      text: 'Der Download endete, bevor die ganze Datei angekommen war.',
      advice: 'Prüfen Sie Ihre Netzwerkverbindung, und laden Sie sie erneut herunter.',
    },
    engine_unavailable: {
      text: 'Die lokale Engine läuft nicht.',
      advice: 'Warten Sie, bis sie gestartet ist, oder starten Sie Deckhand neu, und versuchen Sie es erneut.',
    },
    file_changed: {
      text: 'Eine Datei hat sich während des Sendens geändert.',
      advice: 'Warten Sie, bis sie gespeichert ist, und versuchen Sie es erneut.',
    },
    file_exists: {
      text: 'Eine Datei dieses Namens ist schon vorhanden.',
      advice: 'Wählen Sie einen anderen Namen oder Ordner, und speichern Sie erneut.',
    },
    file_unreadable: {
      text: 'Eine Datei ließ sich nicht von Ihrem Datenträger lesen.',
      advice: 'Fügen Sie die Dateien erneut von Ihrem Datenträger hinzu, und versuchen Sie es erneut.',
    },
    http_error: {
      text: 'Der Dienst hat mit einem Fehler geantwortet, den Deckhand nicht kennt.',
      advice: 'Versuchen Sie es erneut. Scheitert es weiter, prüfen Sie die Adresse des Dienstes in den Einstellungen.',
    },
    invalid_recipe: {
      text: 'Das Rezept ist ungültig.',
      advice: 'Öffnen Sie es unter Automatisierungen, und korrigieren Sie den Schritt, den die Details nennen.',
    },
    invalid_request: {
      text: 'Deckhand hat eine Anfrage gesendet, die die Gegenseite nicht annehmen konnte.',
      advice: 'Starten Sie Deckhand neu, und versuchen Sie es erneut.',
    },
    network_error: {
      text: '{backend, select, server {Deckhand erreicht den Deckhand-Server nicht.} cloud {Deckhand erreicht die DeckFlow-Cloud nicht.} other {Deckhand hat die Verbindung zur Engine verloren.}}',
      advice:
        '{backend, select, server {Prüfen Sie Ihre Netzwerkverbindung und die Serveradresse in den Einstellungen, und versuchen Sie es erneut.} cloud {Prüfen Sie Ihre Netzwerkverbindung und die Adresse des Dienstes in den Einstellungen, und versuchen Sie es erneut.} other {Prüfen Sie, ob die Engine läuft, und versuchen Sie es erneut.}}',
    },
    no_key: {
      text: 'Für diesen Dienst ist kein API-Schlüssel hinterlegt.',
      advice: 'Geben Sie Ihren Schlüssel in den Einstellungen ein, und versuchen Sie es erneut.',
    },
    not_ready: {
      text: 'Das ist noch nicht bereit.',
      advice: 'Warten Sie, bis die Aufgabe fertig ist, und versuchen Sie es erneut.',
    },
    not_retryable: {
      text: 'Hier gibt es nichts zu wiederholen.',
      advice: 'Starten Sie stattdessen eine neue Aufgabe.',
    },
    open_failed: {
      text: 'Das System konnte die Datei nicht öffnen.',
      advice: 'Prüfen Sie, ob ein Programm für diese Art Datei installiert ist, oder öffnen Sie sie aus ihrem Ordner.',
    },
    task_failed: {
      text: 'Der Dienst konnte die Aufgabe nicht abschließen.',
      advice: 'Versuchen Sie es erneut. Scheitert es weiter, prüfen Sie die Datei oder verwenden Sie die lokale Engine.',
    },
    too_large: {
      text: 'Dieses Ergebnis ist für eine Vorschau zu groß.',
      advice: 'Speichern Sie es, um es anzusehen.',
    },
    unsafe_archive: {
      text: 'Das Archiv enthält Einträge, die außerhalb seines Ordners landen würden, daher wurde nichts entpackt.',
      advice: 'Speichern Sie stattdessen die ZIP-Datei, und öffnen Sie sie mit Vorsicht.',
    },
    unsupported: {
      text: 'Das ist hier nicht verfügbar.',
      advice: 'Verwenden Sie dafür die Desktop-App, oder speichern Sie stattdessen die Datei.',
    },
    write_failed: {
      text: 'Die Datei konnte nicht geschrieben werden.',
      advice:
        'Prüfen Sie, ob der Ordner existiert, ob Sie darin schreiben dürfen und ob der Datenträger Platz hat, und versuchen Sie es erneut.',
    },
  },
  withFile: {
    invalid_file: '„{file}“ ist beschädigt oder nicht die Art Datei, die sie zu sein vorgibt.',
    unsupported_format: '„{file}“ liegt in einem Format vor, das dieses Werkzeug nicht annimmt.',
    file_size_exceeded: '„{file}“ ist größer, als dieses Werkzeug annimmt.',
    zip_bomb: '„{file}“ entpackt sich zu weit mehr Daten, als die Datei enthält, daher hat Deckhand sie nicht geöffnet.',
    font_restricted: 'Eine Schriftart in „{file}“ erlaubt kein Einbetten.',
    all_slides_hidden: 'Alle Folien von „{file}“ sind ausgeblendet, und ausgeblendete Folien wurden weggelassen.',
    no_text_layer: '„{file}“ enthält keinen lesbaren Text.',
    conversion_failed: '„{file}“ ließ sich nicht umwandeln.',
    redaction_incomplete: 'Einige der zu entfernenden Wörter waren im Ergebnis von „{file}“ noch zu finden, daher wurde es zurückgehalten.',
    output_too_large: 'Das Ergebnis von „{file}“ wurde größer, als die Engine für eine Aufgabe dieser Größe aufbewahrt.',
    timeout: '„{file}“ dauerte zu lange und wurde angehalten.',
    file_changed: '„{file}“ hat sich während des Sendens geändert.',
    file_exists: 'Eine Datei namens „{file}“ ist schon vorhanden.',
    file_unreadable: '„{file}“ ließ sich nicht von Ihrem Datenträger lesen.',
    open_failed: 'Das System konnte „{file}“ nicht öffnen.',
    too_large: '„{file}“ ist für eine Vorschau zu groß.',
    unsafe_archive: '„{file}“ enthält Einträge, die außerhalb seines Ordners landen würden, daher wurde nichts entpackt.',
  },
  fileAdvice: {
    replace: `Entfernen oder ersetzen Sie „{file}“, und ${REDO}.`,
    smaller: `Ersetzen Sie „{file}“ durch eine kleinere Datei (oder teilen Sie sie zuerst), und ${REDO}.`,
  },
  details: { summary: 'Details', code: 'Fehlercode:' },
};
