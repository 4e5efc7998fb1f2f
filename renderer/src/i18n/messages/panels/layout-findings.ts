import { featureMessages } from './define';
import type { LayoutFindingCode } from '../../../../../shared/contract/layout-findings';

/**
 * What the layout checker and the text fit found, by code (shared/contract/layout-findings.ts): under a flagged slide
 * of a before/after preview and in Translate's shapes that do not fit. English says what the engine's `detail` says.
 * `{other}` and a title are the deck's own text; the selects name each value of LAYOUT_FINDING_CHOICES.
 */
type FindingKey = `finding.${LayoutFindingCode}`;

const enSide = '{side, select, below {below} above {above} right {to the right of} left {to the left of} other {past}}';
const esSide =
  '{side, select, below {por debajo de} above {por encima de} right {a la derecha de} left {a la izquierda de} other {fuera de}}';
const deSide = '{side, select, below {unten} above {oben} right {rechts} left {links} other {seitlich}}';
const frSide = '{side, select, below {en bas de} above {en haut de} right {à droite de} left {à gauche de} other {hors de}}';
const arSide = '{side, select, below {من الأسفل} above {من الأعلى} right {من اليمين} left {من اليسار} other {من أحد الجوانب}}';

const en = {
  'finding.text-past-box': `Its text runs {pt, number} pt ${enSide} its box.`,
  'finding.text-past-cell': `Its text runs {pt, number} pt ${enSide} its table cell.`,
  'finding.text-past-slide': `Its text runs {pt, number} pt ${enSide} the slide.`,
  'finding.box-cut-at-edge': `Its box reaches {pt, number} pt ${enSide} the slide and its text is cut at the edge.`,
  'finding.text-overlaps': 'Its text overlaps “{other}” of another shape.',
  'finding.text-covered':
    'This text lies under {cover, select, picture {a picture} chart {a chart} table {a table} diagram {a SmartArt graphic} object {an embedded object} other {a filled shape}} drawn over it.',
  'finding.line-crosses-text':
    'A {direction, select, horizontal {horizontal} vertical {vertical} other {slanted}} line of the slide crosses this text.',
  'finding.text-below-floor': 'Its text is shown at {pt, number} pt, below the readable {floorPt, number} pt.',
  'finding.nothing-drawn': 'The slide holds text or pictures, but its rendered page shows nothing inside its margins.',
  'finding.title-shrunk': 'The title is shown at {pt, number} pt, {percent, number} % of the source’s {sourcePt, number} pt.',
  'finding.visual-shrunk': 'It is shown at {percent, number} % of the area it had on the source slide.',
  'finding.shape-off-slide': 'It reaches past the edge of the slide, where the source had it on the slide.',
  'finding.content-lost':
    'The source has {had, plural, one {# {what, select, picture {picture} chart {chart} table {table} diagram {SmartArt graphic} object {embedded object} paragraph {paragraph of text} cell {table cell with text} other {speaker notes page}}} other {# {what, select, picture {pictures} chart {charts} table {tables} diagram {SmartArt graphics} object {embedded objects} paragraph {paragraphs of text} cell {table cells with text} other {speaker notes pages}}}} here, the output {has, number}.',
  'finding.slide-lost': 'Slide {number, number} of the source is not in the output.',
  'finding.slide-empty': 'The slide shows nothing, where its source showed text or pictures.',
  'finding.pictures-lost':
    'The source slide shows {had, plural, one {# picture} other {# pictures}} (its own or its layout’s), the output {has, number}.',
  'finding.words-lost':
    '{count, plural, one {# word the source slide shows (its own or its layout’s) is} other {# words the source slide shows (its own or its layout’s) are}} not on the output.',
  'finding.word-too-wide': 'A word is wider than its box even at the smallest size allowed.',
  'finding.word-broken': 'The word “{before}{after}” is broken across two lines (“{before}” / “{after}”): it is wider than its box.',
  'finding.text-low-contrast':
    'Its text stands out from what lies under it by {ratio, number}:1, less than the {needed, number}:1 it needs to be read.',
  'finding.text-too-long':
    'Still too long for its box at {percent, number} % of its size (the smallest allowed), with all the free room around it used.',
  'finding.table-too-long': 'The table’s translated text does not fit below it on the slide even at {percent, number} % of its size.',
  /** A flag under a slide: its kind (an element), the text it is about, what was found. */
  'finding.item': '{kind} — “{excerpt}”: {detail}',
  'finding.itemBare': '{kind}: {detail}',
} as const satisfies Record<FindingKey | 'finding.item' | 'finding.itemBare', string>;

export const layoutFindings = featureMessages(en, {
  es: {
    'finding.item': '{kind} — «{excerpt}»: {detail}',
    'finding.itemBare': '{kind}: {detail}',
    'finding.text-past-box': `Su texto sobresale {pt, number} pt ${esSide} su cuadro.`,
    'finding.text-past-cell': `Su texto sobresale {pt, number} pt ${esSide} su celda de la tabla.`,
    'finding.text-past-slide': `Su texto sobresale {pt, number} pt ${esSide} la diapositiva.`,
    'finding.box-cut-at-edge': `Su cuadro sobresale {pt, number} pt ${esSide} la diapositiva y su texto queda cortado en el borde.`,
    'finding.text-overlaps': 'Su texto se superpone a «{other}», de otra forma.',
    'finding.text-covered':
      'Este texto queda oculto bajo {cover, select, picture {una imagen} chart {un gráfico} table {una tabla} diagram {un gráfico SmartArt} object {un objeto incrustado} other {una forma con relleno}} que se dibuja encima.',
    'finding.line-crosses-text':
      'Una línea {direction, select, horizontal {horizontal} vertical {vertical} other {inclinada}} de la diapositiva atraviesa este texto.',
    'finding.text-below-floor': 'Su texto se muestra a {pt, number} pt, por debajo de los {floorPt, number} pt legibles.',
    'finding.nothing-drawn':
      'La diapositiva contiene texto o imágenes, pero su página representada no muestra nada dentro de los márgenes.',
    'finding.title-shrunk': 'El título se muestra a {pt, number} pt, el {percent, number} % de los {sourcePt, number} pt del original.',
    'finding.visual-shrunk': 'Se muestra al {percent, number} % del área que tenía en la diapositiva original.',
    'finding.shape-off-slide': 'Sobresale del borde de la diapositiva, donde el original lo tenía dentro.',
    'finding.content-lost':
      'El original tiene aquí {had, plural, one {# {what, select, picture {imagen} chart {gráfico} table {tabla} diagram {gráfico SmartArt} object {objeto incrustado} paragraph {párrafo de texto} cell {celda de tabla con texto} other {página de notas del orador}}} other {# {what, select, picture {imágenes} chart {gráficos} table {tablas} diagram {gráficos SmartArt} object {objetos incrustados} paragraph {párrafos de texto} cell {celdas de tabla con texto} other {páginas de notas del orador}}}}; el resultado, {has, number}.',
    'finding.slide-lost': 'La diapositiva {number, number} del original no está en el resultado.',
    'finding.slide-empty': 'La diapositiva no muestra nada, donde el original mostraba texto o imágenes.',
    'finding.pictures-lost':
      'La diapositiva original muestra {had, plural, one {# imagen} other {# imágenes}} (propias o de su diseño); el resultado, {has, number}.',
    'finding.words-lost':
      '{count, plural, one {# palabra que muestra la diapositiva original (propia o de su diseño) no está} other {# palabras que muestra la diapositiva original (propias o de su diseño) no están}} en el resultado.',
    'finding.word-too-wide': 'Una palabra es más ancha que su cuadro incluso con el tamaño más pequeño permitido.',
    'finding.word-broken': 'La palabra «{before}{after}» está partida en dos líneas («{before}» / «{after}»): es más ancha que su cuadro.',
    'finding.text-low-contrast':
      'Su texto contrasta con lo que tiene debajo solo {ratio, number}:1, menos del {needed, number}:1 que necesita para leerse bien.',
    'finding.text-too-long':
      'Sigue siendo demasiado largo para su cuadro al {percent, number} % de su tamaño (el mínimo permitido), aun usando todo el espacio libre a su alrededor.',
    'finding.table-too-long':
      'El texto traducido de la tabla no cabe debajo de ella en la diapositiva ni siquiera al {percent, number} % de su tamaño.',
  },
  de: {
    'finding.item': '{kind} – „{excerpt}“: {detail}',
    'finding.itemBare': '{kind}: {detail}',
    'finding.text-past-box': `Der Text ragt {pt, number} pt ${deSide} über sein Feld hinaus.`,
    'finding.text-past-cell': `Der Text ragt {pt, number} pt ${deSide} über seine Tabellenzelle hinaus.`,
    'finding.text-past-slide': `Der Text ragt {pt, number} pt ${deSide} über die Folie hinaus.`,
    'finding.box-cut-at-edge': `Das Feld ragt {pt, number} pt ${deSide} über die Folie hinaus, und sein Text wird am Rand abgeschnitten.`,
    'finding.text-overlaps': 'Der Text überlappt „{other}“ einer anderen Form.',
    'finding.text-covered':
      'Über diesem Text liegt {cover, select, picture {ein Bild} chart {ein Diagramm} table {eine Tabelle} diagram {eine SmartArt-Grafik} object {ein eingebettetes Objekt} other {eine gefüllte Form}} und verdeckt ihn.',
    'finding.line-crosses-text':
      'Eine {direction, select, horizontal {waagerechte} vertical {senkrechte} other {schräge}} Linie der Folie kreuzt diesen Text.',
    'finding.text-below-floor': 'Der Text wird mit {pt, number} pt gezeigt, unter den lesbaren {floorPt, number} pt.',
    'finding.nothing-drawn': 'Die Folie enthält Text oder Bilder, doch ihre gerenderte Seite zeigt innerhalb der Ränder nichts.',
    'finding.title-shrunk': 'Der Titel wird mit {pt, number} pt gezeigt, {percent, number} % der {sourcePt, number} pt im Original.',
    'finding.visual-shrunk': 'Es wird mit {percent, number} % der Fläche gezeigt, die es auf der Originalfolie hatte.',
    'finding.shape-off-slide': 'Es ragt über den Rand der Folie hinaus; im Original lag es auf der Folie.',
    'finding.content-lost':
      'Das Original hat hier {had, plural, one {# {what, select, picture {Bild} chart {Diagramm} table {Tabelle} diagram {SmartArt-Grafik} object {eingebettetes Objekt} paragraph {Textabsatz} cell {Tabellenzelle mit Text} other {Seite mit Sprechernotizen}}} other {# {what, select, picture {Bilder} chart {Diagramme} table {Tabellen} diagram {SmartArt-Grafiken} object {eingebettete Objekte} paragraph {Textabsätze} cell {Tabellenzellen mit Text} other {Seiten mit Sprechernotizen}}}}, das Ergebnis {has, number}.',
    'finding.slide-lost': 'Folie {number, number} des Originals fehlt im Ergebnis.',
    'finding.slide-empty': 'Die Folie zeigt nichts, wo ihr Original Text oder Bilder zeigte.',
    'finding.pictures-lost':
      'Die Originalfolie zeigt {had, plural, one {# Bild} other {# Bilder}} (eigene oder aus ihrem Layout), das Ergebnis {has, number}.',
    'finding.words-lost':
      '{count, plural, one {# Wort, das die Originalfolie zeigt (selbst oder aus ihrem Layout), fehlt} other {# Wörter, die die Originalfolie zeigt (selbst oder aus ihrem Layout), fehlen}} im Ergebnis.',
    'finding.word-too-wide': 'Ein Wort ist selbst in der kleinsten erlaubten Größe breiter als sein Feld.',
    'finding.word-broken':
      'Das Wort „{before}{after}“ ist auf zwei Zeilen getrennt („{before}“ / „{after}“): Es ist breiter als sein Feld.',
    'finding.text-low-contrast':
      'Sein Text hebt sich von dem, was darunter liegt, nur mit {ratio, number}:1 ab, weniger als die {needed, number}:1, die er zum Lesen braucht.',
    'finding.text-too-long':
      'Auch bei {percent, number} % seiner Größe (der kleinsten erlaubten) und mit allem freien Platz ringsum noch zu lang für sein Feld.',
    'finding.table-too-long':
      'Der übersetzte Text der Tabelle passt selbst bei {percent, number} % seiner Größe nicht unter ihr auf die Folie.',
  },
  fr: {
    'finding.item': '{kind} — « {excerpt} » : {detail}',
    'finding.itemBare': '{kind} : {detail}',
    'finding.text-past-box': `Son texte déborde de {pt, number} pt ${frSide} sa zone.`,
    'finding.text-past-cell': `Son texte déborde de {pt, number} pt ${frSide} sa cellule de tableau.`,
    'finding.text-past-slide': `Son texte déborde de {pt, number} pt ${frSide} la diapositive.`,
    'finding.box-cut-at-edge': `Sa zone déborde de {pt, number} pt ${frSide} la diapositive et son texte est coupé au bord.`,
    'finding.text-overlaps': 'Son texte chevauche « {other} » d’une autre forme.',
    'finding.text-covered':
      'Ce texte se trouve sous {cover, select, picture {une image} chart {un graphique} table {un tableau} diagram {un graphique SmartArt} object {un objet incorporé} other {une forme remplie}}, qui le recouvre.',
    'finding.line-crosses-text':
      'Une ligne {direction, select, horizontal {horizontale} vertical {verticale} other {oblique}} de la diapositive traverse ce texte.',
    'finding.text-below-floor': 'Son texte est affiché en {pt, number} pt, sous le seuil lisible de {floorPt, number} pt.',
    'finding.nothing-drawn':
      'La diapositive contient du texte ou des images, mais sa page rendue n’affiche rien à l’intérieur de ses marges.',
    'finding.title-shrunk': 'Le titre est affiché en {pt, number} pt, soit {percent, number} % des {sourcePt, number} pt de l’original.',
    'finding.visual-shrunk': 'Il est affiché à {percent, number} % de la surface qu’il occupait sur la diapositive d’origine.',
    'finding.shape-off-slide': 'Il dépasse le bord de la diapositive, alors que l’original le plaçait sur la diapositive.',
    'finding.content-lost':
      'L’original compte ici {had, plural, one {# {what, select, picture {image} chart {graphique} table {tableau} diagram {graphique SmartArt} object {objet incorporé} paragraph {paragraphe de texte} cell {cellule de tableau avec du texte} other {page de notes du présentateur}}} other {# {what, select, picture {images} chart {graphiques} table {tableaux} diagram {graphiques SmartArt} object {objets incorporés} paragraph {paragraphes de texte} cell {cellules de tableau avec du texte} other {pages de notes du présentateur}}}}, le résultat {has, number}.',
    'finding.slide-lost': 'La diapositive {number, number} de l’original ne figure pas dans le résultat.',
    'finding.slide-empty': 'La diapositive n’affiche rien, là où l’original montrait du texte ou des images.',
    'finding.pictures-lost':
      'La diapositive d’origine affiche {had, plural, one {# image} other {# images}} (les siennes ou celles de sa disposition), le résultat {has, number}.',
    'finding.words-lost':
      '{count, plural, one {# mot affiché par la diapositive d’origine (ou par sa disposition) ne figure pas} other {# mots affichés par la diapositive d’origine (ou par sa disposition) ne figurent pas}} dans le résultat.',
    'finding.word-too-wide': 'Un mot est plus large que sa zone, même à la plus petite taille permise.',
    'finding.word-broken':
      'Le mot « {before}{after} » est coupé sur deux lignes (« {before} » / « {after} ») : il est plus large que sa zone.',
    'finding.text-low-contrast':
      'Son texte ne se détache de ce qui se trouve dessous qu’à {ratio, number}:1, moins que les {needed, number}:1 nécessaires pour le lire.',
    'finding.text-too-long':
      'Toujours trop long pour sa zone à {percent, number} % de sa taille (le minimum permis), tout l’espace libre autour étant utilisé.',
    'finding.table-too-long':
      'Le texte traduit du tableau ne tient pas sous lui sur la diapositive, même à {percent, number} % de sa taille.',
  },
  ar: {
    'finding.item': '{kind} — «{excerpt}»: {detail}',
    'finding.itemBare': '{kind}: {detail}',
    'finding.text-past-box': `يخرج نصه عن مربعه بمقدار {pt, number} نقطة ${arSide}.`,
    'finding.text-past-cell': `يخرج نصه عن خلية الجدول بمقدار {pt, number} نقطة ${arSide}.`,
    'finding.text-past-slide': `يخرج نصه عن الشريحة بمقدار {pt, number} نقطة ${arSide}.`,
    'finding.box-cut-at-edge': `يمتد مربعه خارج الشريحة بمقدار {pt, number} نقطة ${arSide}، ويُقطع نصه عند الحافة.`,
    'finding.text-overlaps': 'يتداخل نصه مع «{other}» من شكل آخر.',
    'finding.text-covered':
      'يقع هذا النص تحت {cover, select, picture {صورة} chart {مخطط} table {جدول} diagram {رسم SmartArt} object {كائن مضمّن} other {شكل مملوء}} في طبقة أعلى منه.',
    'finding.line-crosses-text': 'يعبر هذا النصَّ خطٌّ {direction, select, horizontal {أفقي} vertical {عمودي} other {مائل}} من خطوط الشريحة.',
    'finding.text-below-floor': 'يظهر نصه بحجم {pt, number} نقطة، وهو أصغر من الحد المقروء {floorPt, number} نقطة.',
    'finding.nothing-drawn': 'تحتوي الشريحة على نص أو صور، لكن صفحتها المعروضة لا تُظهر شيئًا داخل هوامشها.',
    'finding.title-shrunk': 'يظهر العنوان بحجم {pt, number} نقطة، أي {percent, number}٪ من حجمه في الأصل ({sourcePt, number} نقطة).',
    'finding.visual-shrunk': 'يظهر بنسبة {percent, number}٪ من المساحة التي كانت له في الشريحة الأصلية.',
    'finding.shape-off-slide': 'يمتد خارج حافة الشريحة، وكان في الأصل داخلها.',
    'finding.content-lost':
      'عدد {what, select, picture {الصور} chart {المخططات} table {الجداول} diagram {رسومات SmartArt} object {الكائنات المضمّنة} paragraph {فقرات النص} cell {خلايا الجدول التي فيها نص} other {صفحات ملاحظات المتحدث}} هنا في الأصل {had, number}، وفي الناتج {has, number}.',
    'finding.slide-lost': 'الشريحة {number, number} من الأصل غير موجودة في الناتج.',
    'finding.slide-empty': 'لا تُظهر الشريحة شيئًا، بينما كان أصلها يُظهر نصًا أو صورًا.',
    'finding.pictures-lost': 'عدد الصور التي تُظهرها الشريحة الأصلية (صورها أو صور تخطيطها) {had, number}، وفي الناتج {has, number}.',
    'finding.words-lost':
      'تغيب عن الناتج {count, plural, one {كلمة واحدة} two {كلمتان} few {# كلمات} many {# كلمة} other {# كلمة}} مما تُظهره الشريحة الأصلية (منها أو من تخطيطها).',
    'finding.word-too-wide': 'في النص كلمة أعرض من مربعها حتى بأصغر حجم مسموح به.',
    'finding.word-broken': 'الكلمة «{before}{after}» مقسومة على سطرين («{before}» / «{after}»): إنها أعرض من مربعها.',
    'finding.text-low-contrast': 'تباين نصه مع ما تحته {ratio, number}:1 فقط، وهو أقل من {needed, number}:1 اللازم لقراءته.',
    'finding.text-too-long':
      'لا يزال أطول من مربعه عند {percent, number}٪ من حجمه (أصغر حجم مسموح به)، مع استخدام كل المساحة الفارغة حوله.',
    'finding.table-too-long': 'لا يتسع النص المترجم للجدول أسفله على الشريحة حتى عند {percent, number}٪ من حجمه.',
  },
});
