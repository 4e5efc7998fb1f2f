import type { pdfEn } from './en';

export const pdfDe: Readonly<Record<keyof typeof pdfEn, string>> = {
  'pdf.pages.mergeHeading': 'Seiten der zusammengeführten PDF',
  'pdf.pages.mergeList': 'Seiten der zusammengeführten PDF, in Reihenfolge',
  'pdf.pages.organizeHeading': 'Seiten des Ergebnisses',
  'pdf.pages.organizeList': 'Seiten des Ergebnisses, in Reihenfolge',
  'pdf.pages.count': '{kept, number} von {total, plural, one {# Seite} other {# Seiten}} behalten',
  'pdf.pages.resetMerge': 'Alle Seiten, in Dateireihenfolge',
  'pdf.pages.resetOrganize': 'Alle Seiten, wie sie waren',
  'pdf.pages.hintMerge':
    'Entfernen Sie das Häkchen, um eine Seite wegzulassen; ziehen Sie sie oder drücken Sie darauf Alt+← / Alt+→, um sie zu verschieben, auch zwischen Dateien. Das Abzeichen ist die Nummer ihrer Datei in der Liste oben.',
  'pdf.pages.hintOrganize':
    'Entfernen Sie das Häkchen, um eine Seite herauszunehmen; drehen Sie sie mit ihren Pfeilen; ziehen Sie sie oder drücken Sie darauf Alt+← / Alt+→, um sie zu verschieben.',
  'pdf.pages.several': 'Mehrere PDFs sind bereit: Die Seiten unten werden nach Nummer angegeben und gelten für jede davon.',
  'pdf.pages.unreadableMerge':
    'Die Seiten von „{name}“ können nicht angezeigt werden ({reason}), daher werden alle Seiten jeder PDF in der Reihenfolge der Liste zusammengeführt.',
  'pdf.pages.unreadable': 'Die Seiten von „{name}“ können nicht angezeigt werden ({reason}): Geben Sie sie unten nach Nummer an.',
  'pdf.pages.card': 'Seite {page} von {name}, Position {position, number} von {total, number}',
  'pdf.pages.cardOut': 'Seite {page} von {name}, Position {position, number} von {total, number}, weggelassen',
  'pdf.pages.cardTurned': 'Seite {page} von {name}, Position {position, number} von {total, number}, um {degrees}° gedreht',
  'pdf.pages.picture': 'Seite {page} von {name}',
  'pdf.pages.keep': 'Seite {page} von {name} behalten',
  'pdf.pages.label': 'Seite {page}',
  'pdf.pages.fileBadge': 'Datei {number}: {name}',
  'pdf.pages.turnLeft': 'Seite {page} nach links drehen',
  'pdf.pages.turnRight': 'Seite {page} nach rechts drehen',
  'pdf.pages.moved': 'Seite {page} von {name} an Position {position, number} von {total, number} verschoben.',
  'pdf.pages.turned': 'Seite {page} von {name} ist um {degrees}° gedreht.',
  'pdf.pages.reading': 'Die Seiten werden gezählt…',
  'pdf.pages.keepOne': 'Behalten Sie mindestens eine Seite.',
  'pdf.redact.words': 'Zu entfernende Wörter',
  'pdf.redact.wordsHint': 'Durch Kommas getrennt, etwa „Erika Muster, 555-0134“; Groß- und Kleinschreibung wird ignoriert.',
  'pdf.redact.patterns': 'Zu entfernende Muster',
  'pdf.redact.patternsHint':
    "Reguläre Ausdrücke, einer pro Zeile, etwa „INV-\\d'{6}'“; jeder wird innerhalb einer Textzeile gesucht, Groß- und Kleinschreibung zählt.",
  'pdf.redact.emails': 'E-Mail-Adressen',
  'pdf.redact.phones': 'Telefonnummern',
  'pdf.redact.password': 'Passwort',
  'pdf.redact.passwordHint': 'Nur für eine PDF, die eines zum Öffnen braucht.',
  'pdf.redact.nothing':
    'Geben Sie die zu entfernenden Wörter oder Muster ein, wählen Sie eine Textart oder zeichnen Sie einen Bereich auf eine Seite.',
  'pdf.redact.areasHeading': 'Zu schwärzende Bereiche',
  'pdf.redact.areasHint':
    'Ziehen Sie einen Rahmen über die Seite: Alles darunter verschwindet, Text, Bilder und Zeichnungen gleichermaßen.',
  'pdf.redact.page': 'Seite',
  'pdf.redact.wholePage': 'Ganze Seite',
  'pdf.redact.areasList': 'Zu schwärzende Bereiche',
  'pdf.redact.area': 'Seite {page}: ab {left} % von links und {top} % von oben, {width} % breit und {height} % hoch',
  'pdf.redact.removeArea': 'Bereich {number} entfernen (Seite {page})',
  'pdf.redact.remove': 'Entfernen',
  'pdf.redact.resultAreas': '{count, plural, one {# Bereich} other {# Bereiche}} geschwärzt.',
  'pdf.redact.resultPattern': '{pattern}: {count, plural, one {# Treffer} other {# Treffer}}',
  'pdf.compress.target': 'Zielgröße (optional)',
  'pdf.compress.targetHint': 'Bilder werden in der Auflösung verringert, bis die PDF passt; die Karte sagt, wenn das nicht gelingt.',
  'pdf.compress.targetMissed':
    'Das Ziel von {target, number} KB war nicht erreichbar: Kleiner wurde sie nicht ({size}, Bilder mit {dpi, number} dpi).',
};
