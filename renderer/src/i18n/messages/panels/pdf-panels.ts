import { featureMessages } from './define';

/** The PDF panels' own controls: Number & watermark's picture, the switch that keeps active content, Convert to PDF's next steps. */
export const pdfPanels = featureMessages(
  {
    'pdfStamp.picture.label': 'Watermark picture',
    'pdfStamp.picture.choose': 'Choose a picture…',
    'pdfStamp.picture.change': 'Change picture',
    'pdfStamp.picture.remove': 'Remove picture',
    'pdfStamp.picture.alt': 'The watermark picture chosen',
    'pdfStamp.picture.hint':
      'A PNG or JPEG, such as a logo or a “Confidential” stamp, in the middle of the pages, with the opacity, angle and pages set here.',
    'pdfStamp.picture.notPicture': '“{name}” is not a PNG or JPEG picture.',
    'pdfStamp.picture.unreadable': '“{name}” could not be read as a picture.',
    'pdfStamp.picture.tooDetailed': '“{name}” is too detailed to send as a watermark: choose a simpler picture.',
    'pdf.keepActive.label': 'Keep scripts and attached files',
    'pdf.keepActive.hint':
      'Off, JavaScript, actions that start programs and attached files are taken out of the result. Turn this on only for a PDF you trust: kept, they can run when the PDF is opened.',
    'convert.next.compress': 'Then compress',
    'convert.next.merge': 'Then merge',
    'convert.next.compressHint': 'Makes the PDF smaller, balanced for reading on screen.',
    'convert.next.mergeHint': 'Opens Merge PDFs with this PDF staged.',
  },
  {
    es: {
      'pdfStamp.picture.label': 'Imagen de marca de agua',
      'pdfStamp.picture.choose': 'Elegir una imagen…',
      'pdfStamp.picture.change': 'Cambiar la imagen',
      'pdfStamp.picture.remove': 'Quitar la imagen',
      'pdfStamp.picture.alt': 'La imagen elegida como marca de agua',
      'pdfStamp.picture.hint':
        'Un PNG o JPEG, como un logotipo o un sello de «Confidencial», en el centro de las páginas, con la opacidad, el ángulo y las páginas indicados aquí.',
      'pdfStamp.picture.notPicture': '«{name}» no es una imagen PNG ni JPEG.',
      'pdfStamp.picture.unreadable': 'No se pudo leer «{name}» como imagen.',
      'pdfStamp.picture.tooDetailed': '«{name}» tiene demasiado detalle para enviarla como marca de agua: elija una imagen más sencilla.',
      'pdf.keepActive.label': 'Conservar scripts y archivos adjuntos',
      'pdf.keepActive.hint':
        'Desactivado, el resultado queda sin JavaScript, sin acciones que abren programas y sin archivos adjuntos. Actívelo solo con un PDF de confianza: si se conservan, pueden ejecutarse al abrir el PDF.',
      'convert.next.compress': 'Después, comprimir',
      'convert.next.merge': 'Después, combinar',
      'convert.next.compressHint': 'Reduce el PDF, equilibrado para leerlo en pantalla.',
      'convert.next.mergeHint': 'Abre Combinar PDF con este PDF ya añadido.',
    },
    de: {
      'pdfStamp.picture.label': 'Wasserzeichen-Bild',
      'pdfStamp.picture.choose': 'Bild auswählen…',
      'pdfStamp.picture.change': 'Bild ändern',
      'pdfStamp.picture.remove': 'Bild entfernen',
      'pdfStamp.picture.alt': 'Das gewählte Wasserzeichen-Bild',
      'pdfStamp.picture.hint':
        'Ein PNG oder JPEG, etwa ein Logo oder ein „Vertraulich“-Stempel, in der Mitte der Seiten, mit der hier eingestellten Deckkraft, dem Winkel und den Seiten.',
      'pdfStamp.picture.notPicture': '„{name}“ ist kein PNG- oder JPEG-Bild.',
      'pdfStamp.picture.unreadable': '„{name}“ konnte nicht als Bild gelesen werden.',
      'pdfStamp.picture.tooDetailed': '„{name}“ ist als Wasserzeichen zu detailreich: Wählen Sie ein einfacheres Bild.',
      'pdf.keepActive.label': 'Skripte und angehängte Dateien behalten',
      'pdf.keepActive.hint':
        'Aus: JavaScript, Aktionen, die Programme starten, und angehängte Dateien werden aus dem Ergebnis entfernt. Nur bei einem vertrauenswürdigen PDF einschalten: Behalten, können sie beim Öffnen des PDFs ausgeführt werden.',
      'convert.next.compress': 'Danach komprimieren',
      'convert.next.merge': 'Danach zusammenführen',
      'convert.next.compressHint': 'Verkleinert das PDF, ausgewogen für das Lesen am Bildschirm.',
      'convert.next.mergeHint': 'Öffnet „PDFs zusammenführen“ mit diesem PDF in der Liste.',
    },
    fr: {
      'pdfStamp.picture.label': 'Image en filigrane',
      'pdfStamp.picture.choose': 'Choisir une image…',
      'pdfStamp.picture.change': 'Changer d’image',
      'pdfStamp.picture.remove': 'Retirer l’image',
      'pdfStamp.picture.alt': 'L’image choisie comme filigrane',
      'pdfStamp.picture.hint':
        'Un PNG ou un JPEG, comme un logo ou un tampon « Confidentiel », au milieu des pages, avec l’opacité, l’angle et les pages indiqués ici.',
      'pdfStamp.picture.notPicture': '« {name} » n’est pas une image PNG ou JPEG.',
      'pdfStamp.picture.unreadable': '« {name} » n’a pas pu être lu comme une image.',
      'pdfStamp.picture.tooDetailed': '« {name} » est trop détaillée pour servir de filigrane : choisissez une image plus simple.',
      'pdf.keepActive.label': 'Garder les scripts et les fichiers joints',
      'pdf.keepActive.hint':
        'Désactivé, le JavaScript, les actions qui lancent des programmes et les fichiers joints sont retirés du résultat. Ne l’activez que pour un PDF de confiance : gardés, ils peuvent s’exécuter à l’ouverture du PDF.',
      'convert.next.compress': 'Puis compresser',
      'convert.next.merge': 'Puis fusionner',
      'convert.next.compressHint': 'Allège le PDF, équilibré pour la lecture à l’écran.',
      'convert.next.mergeHint': 'Ouvre Fusionner des PDF avec ce PDF déjà ajouté.',
    },
    ar: {
      'pdfStamp.picture.label': 'صورة العلامة المائية',
      'pdfStamp.picture.choose': 'اختيار صورة…',
      'pdfStamp.picture.change': 'تغيير الصورة',
      'pdfStamp.picture.remove': 'إزالة الصورة',
      'pdfStamp.picture.alt': 'الصورة المختارة علامةً مائية',
      'pdfStamp.picture.hint': 'صورة PNG أو JPEG، كشعار أو ختم «سري»، في وسط الصفحات، بالشفافية والزاوية والصفحات المحددة هنا.',
      'pdfStamp.picture.notPicture': '«{name}» ليست صورة PNG أو JPEG.',
      'pdfStamp.picture.unreadable': 'تعذّرت قراءة «{name}» كصورة.',
      'pdfStamp.picture.tooDetailed': '«{name}» كثيرة التفاصيل فلا يمكن إرسالها علامةً مائية: اختر صورة أبسط.',
      'pdf.keepActive.label': 'الإبقاء على البرامج النصية والملفات المرفقة',
      'pdf.keepActive.hint':
        'عند إيقافه تُزال من النتيجة شيفرات JavaScript والإجراءات التي تشغّل برامج والملفات المرفقة. لا تفعّله إلا لملف PDF تثق به: إن بقيت فقد تعمل عند فتح الملف.',
      'convert.next.compress': 'ثم الضغط',
      'convert.next.merge': 'ثم الدمج',
      'convert.next.compressHint': 'يصغّر ملف PDF بتوازن يناسب القراءة على الشاشة.',
      'convert.next.mergeHint': 'يفتح دمج ملفات PDF وهذا الملف مضاف إليه.',
    },
  },
);
