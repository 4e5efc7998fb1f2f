import { featureMessages } from './define';

/** The summaries of the tools over decks and presentations, keyed by tool type (English as in shared/tools/definitions). */
export const toolSummariesDecks = featureMessages(
  {
    'tool.pptx.join.summary':
      'Merge two or more PowerPoint decks into one, in the order given, or only the slides chosen, in the order chosen.',
    'tool.pptx.split.summary':
      'Split a deck into smaller decks — one per slide, per range, every few slides or per section — delivered as a ZIP.',
    'tool.html.buildPlayer.summary': 'Pack HTML slides into one offline player page.',
    'tool.file.compress.summary': 'Shrink decks, documents and archives while keeping their visual quality.',
    'tool.pptx.embedFonts.summary': 'Embed Google Fonts families into a deck so it looks the same everywhere.',
    'tool.pptx.getFontInfo.summary': 'List the fonts a deck uses, which of them it embeds, and whether the embedded ones are subsets.',
    'tool.pptx.getTextShapes.summary':
      'List every shape of every slide with its position, text runs and styles (optionally notes, layouts, masters).',
    'tool.pptx.parse.summary':
      'Read a deck into structured data (slides, shapes, text, tables, pictures with positions) plus its pictures, as a ZIP.',
    'tool.convertor.ppt2pdf.summary': 'Convert a presentation to PDF.',
    'tool.convertor.ppt2image.summary': 'Render every slide of a presentation as a PNG or JPEG picture, delivered as a ZIP.',
    'tool.convertor.ppt2pptx.summary': 'Convert a PowerPoint 97–2003 presentation (.ppt) to a .pptx deck.',
    'tool.convertor.ppt2video.summary':
      'Record a presentation as an MP4 video: each slide for its own timing (or a default), with its narration.',
    'tool.convertor.keynote2pdf.summary': 'Convert a Keynote presentation to PDF (Keynote ’05–’09 fully, Keynote 2013 and later in part).',
    'tool.convertor.keynote2image.summary': 'Render every slide of a Keynote presentation as a picture, delivered as a ZIP.',
    'tool.convertor.html2png.summary': 'Take a PNG screenshot of an HTML page, laid out by Chromium with the network off.',
    'tool.convertor.html2pptx.summary': 'Turn HTML pages into an editable deck, one slide per page: text boxes, pictures and shapes.',
    'tool.generation.summary':
      'Make a presentation of up to {maxSlides} slides from an outline, your text or a topic; locally from Markdown or with a chat model set up in Settings.',
    'tool.translation.summary':
      'Translate a deck or document; the local engine writes a translated .pptx, .docx or .xlsx (a PDF becomes a .docx).',
    'tool.revamp.summary': 'Give a deck a new design: new theme colours, fonts and layouts, with its content and order kept.',
  },
  {
    es: {
      'tool.pptx.join.summary':
        'Une dos o más presentaciones de PowerPoint en una, en el orden indicado, o solo las diapositivas elegidas, en el orden elegido.',
      'tool.pptx.split.summary':
        'Divide una presentación en otras más pequeñas —una por diapositiva, por intervalo, cada pocas diapositivas o por sección—, entregadas en un ZIP.',
      'tool.html.buildPlayer.summary': 'Empaqueta diapositivas HTML en una sola página de reproductor sin conexión.',
      'tool.file.compress.summary': 'Reduce presentaciones, documentos y archivos comprimidos sin perder su calidad visual.',
      'tool.pptx.embedFonts.summary': 'Incrusta familias de Google Fonts en una presentación para que se vea igual en todas partes.',
      'tool.pptx.getFontInfo.summary':
        'Enumera las fuentes que usa una presentación, cuáles incrusta y si las incrustadas son subconjuntos.',
      'tool.pptx.getTextShapes.summary':
        'Enumera cada forma de cada diapositiva con su posición, fragmentos de texto y estilos (y, si se pide, notas, diseños y patrones).',
      'tool.pptx.parse.summary':
        'Convierte una presentación en datos estructurados (diapositivas, formas, texto, tablas, imágenes con sus posiciones) más sus imágenes, en un ZIP.',
      'tool.convertor.ppt2pdf.summary': 'Convierte una presentación a PDF.',
      'tool.convertor.ppt2image.summary': 'Convierte cada diapositiva de una presentación en una imagen PNG o JPEG, entregadas en un ZIP.',
      'tool.convertor.ppt2pptx.summary': 'Convierte una presentación de PowerPoint 97–2003 (.ppt) en una presentación .pptx.',
      'tool.convertor.ppt2video.summary':
        'Graba una presentación como vídeo MP4: cada diapositiva con su propia duración (o una predeterminada) y su narración.',
      'tool.convertor.keynote2pdf.summary':
        'Convierte una presentación de Keynote a PDF (Keynote ’05–’09 por completo; Keynote 2013 y posteriores, en parte).',
      'tool.convertor.keynote2image.summary':
        'Convierte cada diapositiva de una presentación de Keynote en una imagen, entregadas en un ZIP.',
      'tool.convertor.html2png.summary': 'Hace una captura PNG de una página HTML, maquetada por Chromium sin conexión a la red.',
      'tool.convertor.html2pptx.summary':
        'Convierte páginas HTML en una presentación editable, una diapositiva por página: cuadros de texto, imágenes y formas.',
      'tool.generation.summary':
        'Crea una presentación de hasta {maxSlides} diapositivas a partir de un esquema, de su texto o de un tema; en local desde Markdown o con un modelo de chat configurado en Ajustes.',
      'tool.translation.summary':
        'Traduce una presentación o un documento; el motor local escribe un .pptx, .docx o .xlsx traducido (un PDF se convierte en .docx).',
      'tool.revamp.summary':
        'Da a una presentación un diseño nuevo: colores de tema, fuentes y diseños nuevos, conservando su contenido y su orden.',
    },
    de: {
      'tool.pptx.join.summary':
        'Führt zwei oder mehr PowerPoint-Präsentationen zu einer zusammen, in der angegebenen Reihenfolge, oder nur die gewählten Folien in der gewählten Reihenfolge.',
      'tool.pptx.split.summary':
        'Teilt eine Präsentation in kleinere auf – eine pro Folie, pro Bereich, alle paar Folien oder pro Abschnitt –, geliefert als ZIP.',
      'tool.html.buildPlayer.summary': 'Packt HTML-Folien in eine einzige Player-Seite, die offline läuft.',
      'tool.file.compress.summary': 'Verkleinert Präsentationen, Dokumente und Archive bei gleicher sichtbarer Qualität.',
      'tool.pptx.embedFonts.summary': 'Bettet Google-Fonts-Familien in eine Präsentation ein, damit sie überall gleich aussieht.',
      'tool.pptx.getFontInfo.summary':
        'Listet die Schriften einer Präsentation auf, welche davon eingebettet sind und ob die eingebetteten nur Teilmengen sind.',
      'tool.pptx.getTextShapes.summary':
        'Listet jede Form jeder Folie mit Position, Textabschnitten und Formaten auf (auf Wunsch auch Notizen, Layouts und Master).',
      'tool.pptx.parse.summary':
        'Liest eine Präsentation als strukturierte Daten (Folien, Formen, Text, Tabellen, Bilder mit Positionen) samt ihren Bildern, als ZIP.',
      'tool.convertor.ppt2pdf.summary': 'Wandelt eine Präsentation in ein PDF um.',
      'tool.convertor.ppt2image.summary': 'Gibt jede Folie einer Präsentation als PNG- oder JPEG-Bild aus, geliefert als ZIP.',
      'tool.convertor.ppt2pptx.summary': 'Wandelt eine PowerPoint-97–2003-Präsentation (.ppt) in eine .pptx-Präsentation um.',
      'tool.convertor.ppt2video.summary':
        'Nimmt eine Präsentation als MP4-Video auf: jede Folie mit ihrer eigenen Anzeigedauer (oder einer Standarddauer) und ihrer Sprechertonspur.',
      'tool.convertor.keynote2pdf.summary':
        'Wandelt eine Keynote-Präsentation in ein PDF um (Keynote ’05–’09 vollständig, Keynote 2013 und neuer teilweise).',
      'tool.convertor.keynote2image.summary': 'Gibt jede Folie einer Keynote-Präsentation als Bild aus, geliefert als ZIP.',
      'tool.convertor.html2png.summary': 'Erstellt ein PNG-Bildschirmfoto einer HTML-Seite, von Chromium ohne Netzwerk gesetzt.',
      'tool.convertor.html2pptx.summary':
        'Macht aus HTML-Seiten eine bearbeitbare Präsentation, eine Folie pro Seite: Textfelder, Bilder und Formen.',
      'tool.generation.summary':
        'Erstellt eine Präsentation mit bis zu {maxSlides} Folien aus einer Gliederung, Ihrem Text oder einem Thema; lokal aus Markdown oder mit einem in den Einstellungen eingerichteten Chatmodell.',
      'tool.translation.summary':
        'Übersetzt eine Präsentation oder ein Dokument; die lokale Engine schreibt eine übersetzte .pptx-, .docx- oder .xlsx-Datei (aus einem PDF wird eine .docx).',
      'tool.revamp.summary':
        'Gibt einer Präsentation ein neues Design: neue Designfarben, Schriften und Layouts, Inhalt und Reihenfolge bleiben erhalten.',
    },
    fr: {
      'tool.pptx.join.summary':
        'Fusionne deux présentations PowerPoint ou plus en une seule, dans l’ordre donné, ou seulement les diapositives choisies, dans l’ordre choisi.',
      'tool.pptx.split.summary':
        'Scinde une présentation en présentations plus petites — une par diapositive, par plage, toutes les quelques diapositives ou par section —, livrées dans un ZIP.',
      'tool.html.buildPlayer.summary': 'Regroupe des diapositives HTML dans une seule page de lecteur hors ligne.',
      'tool.file.compress.summary': 'Allège présentations, documents et archives en gardant leur qualité visuelle.',
      'tool.pptx.embedFonts.summary':
        'Incorpore des familles Google Fonts dans une présentation pour qu’elle s’affiche partout de la même façon.',
      'tool.pptx.getFontInfo.summary':
        'Liste les polices qu’utilise une présentation, celles qu’elle incorpore et si les polices incorporées sont des sous-ensembles.',
      'tool.pptx.getTextShapes.summary':
        'Liste chaque forme de chaque diapositive avec sa position, ses segments de texte et ses styles (au besoin les notes, dispositions et masques).',
      'tool.pptx.parse.summary':
        'Lit une présentation en données structurées (diapositives, formes, texte, tableaux, images avec leurs positions) et ses images, dans un ZIP.',
      'tool.convertor.ppt2pdf.summary': 'Convertit une présentation en PDF.',
      'tool.convertor.ppt2image.summary': 'Rend chaque diapositive d’une présentation en image PNG ou JPEG, livrées dans un ZIP.',
      'tool.convertor.ppt2pptx.summary': 'Convertit une présentation PowerPoint 97–2003 (.ppt) en présentation .pptx.',
      'tool.convertor.ppt2video.summary':
        'Enregistre une présentation en vidéo MP4 : chaque diapositive selon son minutage (ou une durée par défaut), avec sa narration.',
      'tool.convertor.keynote2pdf.summary':
        'Convertit une présentation Keynote en PDF (Keynote ’05–’09 entièrement, Keynote 2013 et suivants en partie).',
      'tool.convertor.keynote2image.summary': 'Rend chaque diapositive d’une présentation Keynote en image, livrées dans un ZIP.',
      'tool.convertor.html2png.summary': 'Fait une capture PNG d’une page HTML, mise en page par Chromium sans accès au réseau.',
      'tool.convertor.html2pptx.summary':
        'Transforme des pages HTML en présentation modifiable, une diapositive par page : zones de texte, images et formes.',
      'tool.generation.summary':
        'Crée une présentation de {maxSlides} diapositives au plus à partir d’un plan, de votre texte ou d’un sujet ; en local à partir de Markdown ou avec un modèle de conversation configuré dans les Réglages.',
      'tool.translation.summary':
        'Traduit une présentation ou un document ; le moteur local écrit un .pptx, .docx ou .xlsx traduit (un PDF devient un .docx).',
      'tool.revamp.summary':
        'Donne un nouveau style à une présentation : nouvelles couleurs de thème, polices et dispositions, en gardant son contenu et son ordre.',
    },
    ar: {
      'tool.pptx.join.summary':
        'يدمج عرضين تقديميين أو أكثر من PowerPoint في عرض واحد بالترتيب المحدد، أو الشرائح المختارة فقط بالترتيب المختار.',
      'tool.pptx.split.summary':
        'يقسّم عرضًا تقديميًا إلى عروض أصغر — عرض لكل شريحة أو لكل نطاق أو كل بضع شرائح أو لكل قسم — تُسلَّم في ملف ZIP.',
      'tool.html.buildPlayer.summary': 'يجمع شرائح HTML في صفحة مشغل واحدة تعمل دون اتصال.',
      'tool.file.compress.summary': 'يصغّر العروض التقديمية والمستندات والأرشيفات مع الحفاظ على جودتها المرئية.',
      'tool.pptx.embedFonts.summary': 'يضمّن عائلات Google Fonts في العرض التقديمي ليبدو كما هو في كل مكان.',
      'tool.pptx.getFontInfo.summary': 'يسرد الخطوط التي يستخدمها العرض التقديمي، وما يضمّنه منها، وهل الخطوط المضمّنة مجموعات جزئية.',
      'tool.pptx.getTextShapes.summary':
        'يسرد كل شكل في كل شريحة مع موضعه ومقاطع نصه وأنماطه (والملاحظات والتخطيطات والقوالب الرئيسية عند الطلب).',
      'tool.pptx.parse.summary':
        'يقرأ العرض التقديمي بيانات منظّمة (الشرائح والأشكال والنصوص والجداول والصور مع مواضعها) مع صوره، في ملف ZIP.',
      'tool.convertor.ppt2pdf.summary': 'يحوّل العرض التقديمي إلى PDF.',
      'tool.convertor.ppt2image.summary': 'يرسم كل شريحة من العرض التقديمي صورةً بصيغة PNG أو JPEG، تُسلَّم في ملف ZIP.',
      'tool.convertor.ppt2pptx.summary': 'يحوّل عرضًا تقديميًا بصيغة PowerPoint 97–2003 ‏(.ppt) إلى عرض ‎.pptx.',
      'tool.convertor.ppt2video.summary': 'يسجّل العرض التقديمي فيديو MP4: كل شريحة بتوقيتها الخاص (أو بمدة افتراضية) مع تعليقها الصوتي.',
      'tool.convertor.keynote2pdf.summary':
        'يحوّل عرض Keynote التقديمي إلى PDF (إصدارات Keynote ’05–’09 كاملةً، وKeynote 2013 وما بعده جزئيًا).',
      'tool.convertor.keynote2image.summary': 'يرسم كل شريحة من عرض Keynote التقديمي صورةً، تُسلَّم في ملف ZIP.',
      'tool.convertor.html2png.summary': 'يلتقط صورة PNG لصفحة HTML يرسمها Chromium والشبكة مقطوعة.',
      'tool.convertor.html2pptx.summary': 'يحوّل صفحات HTML إلى عرض تقديمي قابل للتحرير، شريحة لكل صفحة: مربعات نص وصور وأشكال.',
      'tool.generation.summary':
        'ينشئ عرضًا تقديميًا يصل إلى {maxSlides} شريحة من مخطط أو من نصك أو من موضوع؛ محليًا من Markdown أو بنموذج محادثة مُعدّ في الإعدادات.',
      'tool.translation.summary':
        'يترجم عرضًا تقديميًا أو مستندًا؛ ويكتب المحرك المحلي ملف ‎.pptx أو ‎.docx أو ‎.xlsx مترجمًا (ويصبح ملف PDF ملف ‎.docx).',
      'tool.revamp.summary': 'يمنح العرض التقديمي تصميمًا جديدًا: ألوان سمة وخطوطًا وتخطيطات جديدة، مع الحفاظ على محتواه وترتيبه.',
    },
  },
);
