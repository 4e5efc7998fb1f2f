import { featureMessages } from './define';

/** The summaries of the tools over PDFs, pictures, videos and documents, keyed by tool type (English as in shared/tools/definitions). */
export const toolSummariesFiles = featureMessages(
  {
    'tool.image.resize.summary': 'Scale an image down to a maximum width or height, keeping its aspect ratio.',
    'tool.image.convertWebp.summary': 'Convert an image to WebP, usually much smaller at the same look.',
    'tool.image.convertAvif.summary': 'Convert an image to AVIF, often smaller still than WebP at the same look.',
    'tool.image.ocr.summary': 'Read the text in a picture (OCR), with its position and confidence.',
    'tool.pdf.parse.summary': 'Read the text blocks (with headings, lists and positions) and the pictures of a PDF, as a ZIP.',
    'tool.docx.parseTextAndImage.summary': 'Read the paragraphs (with styles), tables and pictures of a Word document in order, as a ZIP.',
    'tool.video.compress.summary': 'Re-encode a video as H.264/AAC MP4, downscaled above 1080p (or the resolution asked).',
    'tool.convertor.pdf2image.summary': 'Render every page of a PDF as a PNG or JPEG picture, delivered as a ZIP.',
    'tool.convertor.doc2pdf.summary': 'Convert a Word document (.docx, .doc) to PDF.',
    'tool.convertor.markdown2png.summary': 'Render a Markdown document as a PNG picture in a light or dark theme.',
    'tool.pdf.merge.summary': 'Join PDFs into one, in the order given, with a bookmark per file and each file’s own bookmarks under it.',
    'tool.pdf.split.summary':
      'Cut a PDF into several: by page ranges, every few pages, a file per page or per top-level bookmark, delivered as a ZIP.',
    'tool.pdf.organize.summary':
      'Put a PDF’s pages in a new order, turn pages a quarter, half or three quarters round, and take pages out.',
    'tool.pdf.protect.summary': 'Lock a PDF with a password (AES-256): one to open it, and one that guards printing, copying and changes.',
    'tool.pdf.unlock.summary': 'Remove the password of a PDF whose password you know, and the limits on printing and copying.',
    'tool.pdf.stamp.summary': 'Put page numbers (“3 / 12”) on a PDF’s pages, and a text or picture watermark across them.',
    'tool.pdf.compress.summary':
      'Make a PDF smaller: pictures re-encoded at the level’s resolution, fonts subset, streams packed. Never larger than it was.',
    'tool.pdf.ocr.summary': 'Read the text of a scanned PDF (OCR) and put it under each page, invisible, so it can be searched and copied.',
    'tool.pdf.redact.summary':
      'Remove every occurrence of the words or patterns given, and whatever lies in areas drawn on the pages: the text is taken out, not covered, with a report per page.',
  },
  {
    es: {
      'tool.image.resize.summary': 'Reduce una imagen a un ancho o alto máximo, conservando su proporción.',
      'tool.image.convertWebp.summary': 'Convierte una imagen a WebP, normalmente mucho más pequeña con el mismo aspecto.',
      'tool.image.convertAvif.summary': 'Convierte una imagen a AVIF, a menudo aún más pequeña que WebP con el mismo aspecto.',
      'tool.image.ocr.summary': 'Lee el texto de una imagen (OCR), con su posición y su grado de confianza.',
      'tool.pdf.parse.summary': 'Lee los bloques de texto (con títulos, listas y posiciones) y las imágenes de un PDF, en un ZIP.',
      'tool.docx.parseTextAndImage.summary':
        'Lee por orden los párrafos (con estilos), las tablas y las imágenes de un documento de Word, en un ZIP.',
      'tool.video.compress.summary': 'Vuelve a codificar un vídeo como MP4 H.264/AAC, reducido si supera 1080p (o la resolución pedida).',
      'tool.convertor.pdf2image.summary': 'Convierte cada página de un PDF en una imagen PNG o JPEG, entregadas en un ZIP.',
      'tool.convertor.doc2pdf.summary': 'Convierte un documento de Word (.docx, .doc) a PDF.',
      'tool.convertor.markdown2png.summary': 'Convierte un documento Markdown en una imagen PNG con tema claro u oscuro.',
      'tool.pdf.merge.summary':
        'Une varios PDF en uno, en el orden indicado, con un marcador por archivo y los marcadores propios de cada archivo debajo.',
      'tool.pdf.split.summary':
        'Divide un PDF en varios: por intervalos de páginas, cada pocas páginas, un archivo por página o por marcador de primer nivel, entregados en un ZIP.',
      'tool.pdf.organize.summary':
        'Cambia el orden de las páginas de un PDF, gira páginas un cuarto, media o tres cuartos de vuelta y quita páginas.',
      'tool.pdf.protect.summary':
        'Bloquea un PDF con contraseña (AES-256): una para abrirlo y otra que protege la impresión, la copia y los cambios.',
      'tool.pdf.unlock.summary': 'Quita la contraseña de un PDF cuya contraseña conoce, y los límites de impresión y copia.',
      'tool.pdf.stamp.summary':
        'Pone números de página («3 / 12») en las páginas de un PDF y una marca de agua de texto o imagen sobre ellas.',
      'tool.pdf.compress.summary':
        'Reduce el tamaño de un PDF: imágenes recodificadas a la resolución del nivel, fuentes reducidas a lo usado y flujos compactados. Nunca queda más grande que antes.',
      'tool.pdf.ocr.summary':
        'Lee el texto de un PDF escaneado (OCR) y lo coloca, invisible, bajo cada página, para que se pueda buscar y copiar.',
      'tool.pdf.redact.summary':
        'Elimina cada aparición de las palabras o patrones indicados y todo lo que haya en las zonas dibujadas en las páginas: el texto se quita, no se tapa, con un informe por página.',
    },
    de: {
      'tool.image.resize.summary': 'Verkleinert ein Bild auf eine größte Breite oder Höhe und behält sein Seitenverhältnis.',
      'tool.image.convertWebp.summary': 'Wandelt ein Bild in WebP um, meist viel kleiner bei gleichem Aussehen.',
      'tool.image.convertAvif.summary': 'Wandelt ein Bild in AVIF um, oft noch kleiner als WebP bei gleichem Aussehen.',
      'tool.image.ocr.summary': 'Liest den Text in einem Bild (OCR), mit seiner Position und Erkennungssicherheit.',
      'tool.pdf.parse.summary': 'Liest die Textblöcke (mit Überschriften, Listen und Positionen) und die Bilder eines PDFs, als ZIP.',
      'tool.docx.parseTextAndImage.summary':
        'Liest die Absätze (mit Formatvorlagen), Tabellen und Bilder eines Word-Dokuments der Reihe nach, als ZIP.',
      'tool.video.compress.summary':
        'Kodiert ein Video neu als MP4 (H.264/AAC), verkleinert, wenn es größer als 1080p (oder die gewünschte Auflösung) ist.',
      'tool.convertor.pdf2image.summary': 'Gibt jede Seite eines PDFs als PNG- oder JPEG-Bild aus, geliefert als ZIP.',
      'tool.convertor.doc2pdf.summary': 'Wandelt ein Word-Dokument (.docx, .doc) in ein PDF um.',
      'tool.convertor.markdown2png.summary': 'Gibt ein Markdown-Dokument als PNG-Bild in hellem oder dunklem Design aus.',
      'tool.pdf.merge.summary':
        'Fügt PDFs in der angegebenen Reihenfolge zu einem zusammen, mit einem Lesezeichen pro Datei und den eigenen Lesezeichen jeder Datei darunter.',
      'tool.pdf.split.summary':
        'Teilt ein PDF in mehrere auf: nach Seitenbereichen, alle paar Seiten, eine Datei pro Seite oder pro Lesezeichen der obersten Ebene, geliefert als ZIP.',
      'tool.pdf.organize.summary':
        'Bringt die Seiten eines PDFs in eine neue Reihenfolge, dreht Seiten um eine Viertel-, halbe oder Dreivierteldrehung und nimmt Seiten heraus.',
      'tool.pdf.protect.summary':
        'Sperrt ein PDF mit einem Passwort (AES-256): eines zum Öffnen und eines, das Drucken, Kopieren und Ändern schützt.',
      'tool.pdf.unlock.summary':
        'Entfernt das Passwort eines PDFs, dessen Passwort Sie kennen, und die Einschränkungen beim Drucken und Kopieren.',
      'tool.pdf.stamp.summary':
        'Setzt Seitenzahlen („3 / 12“) auf die Seiten eines PDFs und ein Text- oder Bild-Wasserzeichen quer darüber.',
      'tool.pdf.compress.summary':
        'Verkleinert ein PDF: Bilder in der Auflösung der Stufe neu kodiert, Schriften auf genutzte Zeichen reduziert, Datenströme gepackt. Nie größer als vorher.',
      'tool.pdf.ocr.summary':
        'Liest den Text eines gescannten PDFs (OCR) und legt ihn unsichtbar unter jede Seite, damit er durchsucht und kopiert werden kann.',
      'tool.pdf.redact.summary':
        'Entfernt jedes Vorkommen der angegebenen Wörter oder Muster und alles in den auf den Seiten gezogenen Bereichen: Der Text wird herausgenommen, nicht überdeckt, mit einem Bericht pro Seite.',
    },
    fr: {
      'tool.image.resize.summary': 'Réduit une image à une largeur ou une hauteur maximale, en gardant ses proportions.',
      'tool.image.convertWebp.summary': 'Convertit une image en WebP, en général bien plus légère pour le même rendu.',
      'tool.image.convertAvif.summary': 'Convertit une image en AVIF, souvent plus légère encore que WebP pour le même rendu.',
      'tool.image.ocr.summary': 'Lit le texte d’une image (OCR), avec sa position et son indice de confiance.',
      'tool.pdf.parse.summary': 'Lit les blocs de texte (avec titres, listes et positions) et les images d’un PDF, dans un ZIP.',
      'tool.docx.parseTextAndImage.summary':
        'Lit dans l’ordre les paragraphes (avec leurs styles), les tableaux et les images d’un document Word, dans un ZIP.',
      'tool.video.compress.summary': 'Réencode une vidéo en MP4 H.264/AAC, réduite au-delà de 1080p (ou de la résolution demandée).',
      'tool.convertor.pdf2image.summary': 'Rend chaque page d’un PDF en image PNG ou JPEG, livrées dans un ZIP.',
      'tool.convertor.doc2pdf.summary': 'Convertit un document Word (.docx, .doc) en PDF.',
      'tool.convertor.markdown2png.summary': 'Rend un document Markdown en image PNG, en thème clair ou sombre.',
      'tool.pdf.merge.summary':
        'Assemble des PDF en un seul, dans l’ordre donné, avec un signet par fichier et les signets propres à chaque fichier en dessous.',
      'tool.pdf.split.summary':
        'Découpe un PDF en plusieurs : par plages de pages, toutes les quelques pages, un fichier par page ou par signet de premier niveau, livrés dans un ZIP.',
      'tool.pdf.organize.summary':
        'Remet les pages d’un PDF dans un nouvel ordre, fait pivoter des pages d’un quart, d’un demi ou de trois quarts de tour, et retire des pages.',
      'tool.pdf.protect.summary':
        'Verrouille un PDF par mot de passe (AES-256) : un pour l’ouvrir, et un qui protège l’impression, la copie et les modifications.',
      'tool.pdf.unlock.summary':
        'Retire le mot de passe d’un PDF dont vous connaissez le mot de passe, ainsi que les limites d’impression et de copie.',
      'tool.pdf.stamp.summary':
        'Ajoute des numéros de page (« 3 / 12 ») aux pages d’un PDF, et un filigrane de texte ou d’image en travers.',
      'tool.pdf.compress.summary':
        'Allège un PDF : images réencodées à la résolution du niveau, polices réduites aux caractères utilisés, flux compactés. Jamais plus lourd qu’avant.',
      'tool.pdf.ocr.summary':
        'Lit le texte d’un PDF numérisé (OCR) et le place, invisible, sous chaque page, pour qu’on puisse le rechercher et le copier.',
      'tool.pdf.redact.summary':
        'Supprime chaque occurrence des mots ou motifs donnés, et tout ce qui se trouve dans les zones tracées sur les pages : le texte est retiré, pas masqué, avec un rapport par page.',
    },
    ar: {
      'tool.image.resize.summary': 'يصغّر الصورة إلى عرض أو ارتفاع أقصى مع الحفاظ على نسبة أبعادها.',
      'tool.image.convertWebp.summary': 'يحوّل الصورة إلى WebP، وعادةً ما تصبح أصغر بكثير بالمظهر نفسه.',
      'tool.image.convertAvif.summary': 'يحوّل الصورة إلى AVIF، وكثيرًا ما تكون أصغر حتى من WebP بالمظهر نفسه.',
      'tool.image.ocr.summary': 'يقرأ النص في الصورة (OCR) مع موضعه ودرجة الثقة فيه.',
      'tool.pdf.parse.summary': 'يقرأ كتل النص (مع العناوين والقوائم والمواضع) وصور ملف PDF، في ملف ZIP.',
      'tool.docx.parseTextAndImage.summary': 'يقرأ فقرات مستند Word (بأنماطها) وجداوله وصوره بالترتيب، في ملف ZIP.',
      'tool.video.compress.summary': 'يعيد ترميز الفيديو بصيغة MP4 ‏(H.264/AAC)، مع تصغيره إن تجاوز 1080p (أو الدقة المطلوبة).',
      'tool.convertor.pdf2image.summary': 'يرسم كل صفحة من ملف PDF صورةً بصيغة PNG أو JPEG، تُسلَّم في ملف ZIP.',
      'tool.convertor.doc2pdf.summary': 'يحوّل مستند Word ‏(.docx، .doc) إلى PDF.',
      'tool.convertor.markdown2png.summary': 'يرسم مستند Markdown صورةً بصيغة PNG بسمة فاتحة أو داكنة.',
      'tool.pdf.merge.summary':
        'يجمع ملفات PDF في ملف واحد بالترتيب المحدد، مع إشارة مرجعية لكل ملف وتحتها الإشارات المرجعية الخاصة بالملف.',
      'tool.pdf.split.summary':
        'يقسّم ملف PDF إلى عدة ملفات: حسب نطاقات الصفحات، أو كل بضع صفحات، أو ملف لكل صفحة أو لكل إشارة مرجعية في المستوى الأعلى، تُسلَّم في ملف ZIP.',
      'tool.pdf.organize.summary': 'يعيد ترتيب صفحات ملف PDF، ويدير الصفحات ربع دورة أو نصف دورة أو ثلاثة أرباع دورة، ويحذف صفحات.',
      'tool.pdf.protect.summary': 'يقفل ملف PDF بكلمة مرور (AES-256): واحدة لفتحه، وأخرى تحمي الطباعة والنسخ والتعديل.',
      'tool.pdf.unlock.summary': 'يزيل كلمة مرور ملف PDF تعرف كلمة مروره، وقيود الطباعة والنسخ.',
      'tool.pdf.stamp.summary': 'يضع أرقام الصفحات («3 / 12») على صفحات ملف PDF، وعلامة مائية نصية أو صورة عبرها.',
      'tool.pdf.compress.summary':
        'يصغّر ملف PDF: تُعاد ترميز الصور بدقة المستوى، وتُقلَّص الخطوط إلى ما يُستخدم منها، وتُضغط التدفقات. ولا يصبح أكبر مما كان أبدًا.',
      'tool.pdf.ocr.summary': 'يقرأ نص ملف PDF ممسوح ضوئيًا (OCR) ويضعه غير مرئي تحت كل صفحة، ليمكن البحث فيه ونسخه.',
      'tool.pdf.redact.summary':
        'يزيل كل ظهور للكلمات أو الأنماط المحددة، وكل ما يقع في المناطق المرسومة على الصفحات: يُحذف النص ولا يُغطّى، مع تقرير لكل صفحة.',
    },
  },
);
