/**
 * Tesseract's TSV output → tesseract.js-style blocks. Each row is one level of the layout (1 page, 2 block,
 * 3 paragraph, 4 line, 5 word) with its box; only words carry text and a confidence (-1 on the other levels).
 */

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  confidence: number;
  bbox: OcrBox;
}

export interface OcrLine extends OcrWord {
  words: OcrWord[];
}

export interface OcrParagraph extends OcrWord {
  lines: OcrLine[];
}

export interface OcrBlock extends OcrWord {
  paragraphs: OcrParagraph[];
}

export interface OcrTree {
  blocks: OcrBlock[];
  /** Mean word confidence, 0–100 (0 when no word was found). */
  confidence: number;
  wordCount: number;
}

const round = (n: number): number => Math.round(n * 100) / 100;
const mean = (items: readonly { confidence: number }[]): number =>
  items.length === 0 ? 0 : round(items.reduce((sum, item) => sum + item.confidence, 0) / items.length);

export function buildOcrTree(tsv: string): OcrTree {
  const blocks: OcrBlock[] = [];
  const allWords: OcrWord[] = [];
  let block: OcrBlock | undefined;
  let paragraph: OcrParagraph | undefined;
  let line: OcrLine | undefined;
  for (const row of tsv.split(/\r?\n/).slice(1)) {
    const cells = row.split('\t');
    if (cells.length < 12) continue;
    const [level, left, top, width, height, conf] = [0, 6, 7, 8, 9, 10].map((i) => Number(cells[i]));
    const bbox = { x0: left!, y0: top!, x1: left! + width!, y1: top! + height! };
    const empty = { text: '', confidence: 0, bbox };
    if (level === 2) {
      block = { ...empty, paragraphs: [] };
      blocks.push(block);
    } else if (level === 3 && block) {
      paragraph = { ...empty, lines: [] };
      block.paragraphs.push(paragraph);
    } else if (level === 4 && paragraph) {
      line = { ...empty, words: [] };
      paragraph.lines.push(line);
    } else if (level === 5 && line) {
      const text = cells.slice(11).join('\t').trim();
      if (!text) continue;
      const word = { text, confidence: round(Math.max(0, conf!)), bbox };
      line.words.push(word);
      allWords.push(word);
    }
  }
  // Text and confidence of each level from its words; levels that hold no word are dropped.
  for (const b of blocks) {
    for (const p of b.paragraphs) {
      p.lines = p.lines.filter((l) => l.words.length > 0);
      for (const l of p.lines) {
        l.text = l.words.map((w) => w.text).join(' ');
        l.confidence = mean(l.words);
      }
      p.text = p.lines.map((l) => l.text).join('\n');
      p.confidence = mean(p.lines.flatMap((l) => l.words));
    }
    b.paragraphs = b.paragraphs.filter((p) => p.lines.length > 0);
    b.text = b.paragraphs.map((p) => p.text).join('\n\n');
    b.confidence = mean(b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
  }
  return { blocks: blocks.filter((b) => b.paragraphs.length > 0), confidence: mean(allWords), wordCount: allWords.length };
}
