import { featureMessages } from './define';

/**
 * The built-in designs' names and descriptions (shared/tools/deck-templates.ts keeps the English the engine and the
 * CLI use); font names stay as they are, being the fonts' own names.
 */
export const designWords = featureMessages(
  {
    'design.classic.name': 'Classic',
    'design.classic.description': 'White slides under a pale blue title band, navy text and blue accents; Carlito.',
    'design.midnight.name': 'Midnight',
    'design.midnight.description': 'Deep navy slides with light text and gold accents; Lato.',
    'design.editorial.name': 'Editorial',
    'design.editorial.description':
      'Cream paper with white panels, serif Caladea headings over a hairline, Carlito text, burgundy accents.',
    'design.sunrise.name': 'Sunrise',
    'design.sunrise.description': 'Bright and friendly: an orange rail, peach cards, coral and amber accents on white; Open Sans.',
    'design.slate.name': 'Slate',
    'design.slate.description': 'Quiet grey slides with white cards and a teal accent; Roboto.',
    'design.meadow.name': 'Meadow',
    'design.meadow.description':
      'Centred titles over thin rules, mint panels, green with sky-blue and amber accents; Lato headings over Open Sans text.',
  },
  {
    es: {
      'design.classic.name': 'Clásico',
      'design.classic.description':
        'Diapositivas blancas bajo una franja de título azul pálido, texto azul marino y acentos azules; Carlito.',
      'design.midnight.name': 'Medianoche',
      'design.midnight.description': 'Diapositivas azul marino oscuro con texto claro y acentos dorados; Lato.',
      'design.editorial.name': 'Editorial',
      'design.editorial.description':
        'Papel crema con paneles blancos, títulos con serifa en Caladea sobre una línea fina, texto en Carlito y acentos burdeos.',
      'design.sunrise.name': 'Amanecer',
      'design.sunrise.description':
        'Alegre y cercano: una barra naranja, tarjetas melocotón y acentos coral y ámbar sobre blanco; Open Sans.',
      'design.slate.name': 'Pizarra',
      'design.slate.description': 'Diapositivas grises y sobrias con tarjetas blancas y un acento verde azulado; Roboto.',
      'design.meadow.name': 'Prado',
      'design.meadow.description':
        'Títulos centrados entre líneas finas, paneles verde menta, verde con acentos celeste y ámbar; títulos en Lato y texto en Open Sans.',
    },
    de: {
      'design.classic.name': 'Klassisch',
      'design.classic.description': 'Weiße Folien unter einem hellblauen Titelband, marineblauer Text und blaue Akzente; Carlito.',
      'design.midnight.name': 'Mitternacht',
      'design.midnight.description': 'Tief marineblaue Folien mit hellem Text und goldenen Akzenten; Lato.',
      'design.editorial.name': 'Editorial',
      'design.editorial.description':
        'Cremefarbenes Papier mit weißen Feldern, Serifen-Überschriften in Caladea über einer Haarlinie, Text in Carlito, bordeauxrote Akzente.',
      'design.sunrise.name': 'Sonnenaufgang',
      'design.sunrise.description':
        'Hell und freundlich: eine orange Leiste, pfirsichfarbene Karten, Akzente in Koralle und Bernstein auf Weiß; Open Sans.',
      'design.slate.name': 'Schiefer',
      'design.slate.description': 'Ruhige graue Folien mit weißen Karten und einem petrolfarbenen Akzent; Roboto.',
      'design.meadow.name': 'Wiese',
      'design.meadow.description':
        'Zentrierte Titel zwischen feinen Linien, mintgrüne Felder, Grün mit himmelblauen und bernsteinfarbenen Akzenten; Überschriften in Lato, Text in Open Sans.',
    },
    fr: {
      'design.classic.name': 'Classique',
      'design.classic.description':
        'Diapositives blanches sous un bandeau de titre bleu pâle, texte bleu marine et accents bleus ; Carlito.',
      'design.midnight.name': 'Minuit',
      'design.midnight.description': 'Diapositives bleu nuit profond, texte clair et accents dorés ; Lato.',
      'design.editorial.name': 'Éditorial',
      'design.editorial.description':
        'Papier crème et panneaux blancs, titres à empattements en Caladea sur un filet, texte en Carlito, accents bordeaux.',
      'design.sunrise.name': 'Aurore',
      'design.sunrise.description':
        'Lumineux et chaleureux : un rail orange, des cartes pêche, des accents corail et ambre sur fond blanc ; Open Sans.',
      'design.slate.name': 'Ardoise',
      'design.slate.description': 'Diapositives grises et sobres, cartes blanches et un accent bleu canard ; Roboto.',
      'design.meadow.name': 'Prairie',
      'design.meadow.description':
        'Titres centrés entre de fins filets, panneaux vert menthe, du vert avec des accents bleu ciel et ambre ; titres en Lato, texte en Open Sans.',
    },
    ar: {
      'design.classic.name': 'كلاسيكي',
      'design.classic.description': 'شرائح بيضاء تحت شريط عنوان أزرق فاتح، ونص كحلي ولمسات زرقاء؛ Carlito.',
      'design.midnight.name': 'منتصف الليل',
      'design.midnight.description': 'شرائح كحلية داكنة بنص فاتح ولمسات ذهبية؛ Lato.',
      'design.editorial.name': 'تحريري',
      'design.editorial.description':
        'ورق بلون الكريم مع ألواح بيضاء، وعناوين مذيّلة بخط Caladea فوق خط رفيع، ونص بخط Carlito، ولمسات عنّابية.',
      'design.sunrise.name': 'شروق',
      'design.sunrise.description': 'مشرق وودود: شريط برتقالي، وبطاقات بلون الخوخ، ولمسات مرجانية وكهرمانية على الأبيض؛ Open Sans.',
      'design.slate.name': 'أردوازي',
      'design.slate.description': 'شرائح رمادية هادئة مع بطاقات بيضاء ولمسة بالأزرق المخضرّ؛ Roboto.',
      'design.meadow.name': 'مرج',
      'design.meadow.description':
        'عناوين في الوسط بين خطوط رفيعة، وألواح بلون النعناع، وأخضر بلمسات سماوية وكهرمانية؛ عناوين بخط Lato ونص بخط Open Sans.',
    },
  },
);
