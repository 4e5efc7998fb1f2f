/**
 * A Markdown or plain-text outline as slides, with no model involved:
 *   `# Title` first → the title slide (the next paragraph is its subtitle); a later `#` → a section slide
 *   `---` → the next heading opens a section (section slide)
 *   `## Heading` → a slide; its bullets (`-`, `*`, `+`, `1.`; indented = lower levels) and paragraphs are its points
 *   two `### Sub` headings under one `##` → a two-column slide
 *   `> quote` (a last line starting with — or -- is the attribution) → a quote slide
 *   `![caption](data:image/png;base64,…)` → a picture with its caption (other sources leave the picture empty)
 *   `???` or `Notes:` → speaker notes for the slide
 * Slides with more than eight points continue on a second slide.
 */
import type { Bullet, Column, DeckOutline, Picture, SlideOutline } from './deck-outline';
import { inlineRuns, plainText } from './inline-markdown';

const MAX_BULLETS = 8;

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'rule' }
  | { kind: 'bullet'; level: number; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'image'; alt: string; src: string }
  | { kind: 'notes'; text: string }
  | { kind: 'notesMarker' }
  | { kind: 'paragraph'; text: string };

function blocks(text: string): Block[] {
  const out: Block[] = [];
  let paragraph: string[] = [];
  const flush = (): void => {
    if (paragraph.length > 0) out.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\t/g, '    ');
    const trimmed = line.trim();
    let match: RegExpExecArray | null;
    if (trimmed === '') {
      flush();
    } else if ((match = /^(#{1,6})\s+(.*?)\s*#*$/.exec(trimmed))) {
      flush();
      out.push({ kind: 'heading', level: match[1]!.length, text: match[2]! });
    } else if (/^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      flush();
      out.push({ kind: 'rule' });
    } else if ((match = /^(\s*)(?:[-*+•]|\d+[.)])\s+(.*)$/.exec(line))) {
      flush();
      out.push({ kind: 'bullet', level: Math.min(4, Math.floor(match[1]!.length / 2)), text: match[2]! });
    } else if ((match = /^>\s?(.*)$/.exec(trimmed))) {
      flush();
      out.push({ kind: 'quote', text: match[1]! });
    } else if ((match = /^!\[([^\]]*)\]\(([^)\s]*)[^)]*\)$/.exec(trimmed))) {
      flush();
      out.push({ kind: 'image', alt: match[1]!, src: match[2]! });
    } else if (trimmed === '???') {
      flush();
      out.push({ kind: 'notesMarker' });
    } else if ((match = /^(?:speaker\s+)?notes?:\s*(.*)$/i.exec(trimmed))) {
      flush();
      out.push({ kind: 'notes', text: match[1]! });
    } else {
      paragraph.push(trimmed);
    }
  }
  flush();
  return out;
}

/** A picture from a data: URI (PNG, JPEG or GIF), with its pixel size read from the header. */
export function dataUriPicture(src: string, description: string): Picture | undefined {
  const match = /^data:image\/(png|jpe?g|gif);base64,([A-Za-z0-9+/=\s]+)$/i.exec(src);
  if (!match) return undefined;
  const data = Buffer.from(match[2]!, 'base64');
  const extension = match[1]!.toLowerCase().startsWith('jp') ? 'jpeg' : (match[1]!.toLowerCase() as 'png' | 'gif');
  const size = imageSize(data, extension);
  return size ? { data, extension, ...size, description } : undefined;
}

function imageSize(data: Buffer, extension: Picture['extension']): { width: number; height: number } | null {
  if (extension === 'png' && data.length > 24 && data.readUInt32BE(0) === 0x89504e47)
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (extension === 'gif' && data.length > 10 && data.toString('latin1', 0, 3) === 'GIF')
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  if (extension === 'jpeg') {
    for (let i = 2; i + 9 < data.length;) {
      if (data[i] !== 0xff) return null;
      const marker = data[i + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: data.readUInt16BE(i + 5), width: data.readUInt16BE(i + 7) };
      }
      i += 2 + data.readUInt16BE(i + 2);
    }
  }
  return null;
}

class OutlineBuilder {
  readonly slides: SlideOutline[] = [];
  title = '';
  private sectionNext = false;
  private columns: Column[] | null = null;
  private notesMode = false;
  private quote: string[] = [];

  private current(): SlideOutline | undefined {
    return this.slides[this.slides.length - 1];
  }

  private addNotes(text: string): void {
    const slide = this.current();
    if (slide) slide.notes = slide.notes ? `${slide.notes}\n${text}` : text;
  }

  private closeQuote(): void {
    if (this.quote.length === 0) return;
    const lines = [...this.quote];
    this.quote = [];
    const last = lines[lines.length - 1] ?? '';
    const attribution = /^(—|--|~)\s*(.+)$/.exec(last)?.[2];
    if (attribution) lines.pop();
    this.slides.push({
      layout: 'quote',
      quote: plainText(lines.join(' ')),
      ...(attribution ? { attribution: plainText(attribution) } : {}),
    });
  }

  private closeColumns(): void {
    const slide = this.current();
    if (!this.columns || slide?.layout !== 'bullets') {
      this.columns = null;
      return;
    }
    const [left, right] = this.columns;
    if (this.columns.length === 2 && left && right && slide.bullets.length === 0) {
      this.slides[this.slides.length - 1] = {
        layout: 'twoColumns',
        title: slide.title,
        columns: [left, right],
        ...(slide.notes ? { notes: slide.notes } : {}),
      };
    } else {
      const flat: Bullet[] = this.columns.flatMap((column) => [
        ...(column.heading ? [{ runs: [{ text: column.heading, bold: true }], level: 0 }] : []),
        ...column.bullets.map((bullet) => ({ ...bullet, level: bullet.level + 1 })),
      ]);
      slide.bullets.push(...flat);
    }
    this.columns = null;
  }

  private point(bullet: Bullet): void {
    const column = this.columns?.[this.columns.length - 1];
    if (column) {
      column.bullets.push(bullet);
      return;
    }
    const slide = this.current();
    if (slide?.layout === 'bullets') slide.bullets.push(bullet);
    else if (slide?.layout === 'title' && !slide.subtitle && bullet.level === 0)
      slide.subtitle = plainText(bullet.runs.map((r) => r.text).join(''));
    else if (slide?.layout === 'section' && !slide.text) slide.text = bullet.runs.map((r) => r.text).join('');
    else if (slide?.layout === 'pictureCaption' && !slide.caption) slide.caption = bullet.runs.map((r) => r.text).join('');
    else this.slides.push({ layout: 'bullets', title: slide && 'title' in slide ? slide.title : this.title, bullets: [bullet] });
  }

  add(block: Block): void {
    if (block.kind !== 'quote') this.closeQuote();
    if (this.notesMode && block.kind !== 'heading' && block.kind !== 'rule') {
      if (block.kind === 'paragraph' || block.kind === 'bullet' || block.kind === 'notes' || block.kind === 'quote')
        this.addNotes(plainText(block.text));
      return;
    }
    this.notesMode = false;
    switch (block.kind) {
      case 'heading': {
        const text = plainText(block.text);
        if (block.level === 3 && this.current()?.layout === 'bullets' && !this.sectionNext) {
          this.columns ??= [];
          this.columns.push({ heading: text, bullets: [] });
          return;
        }
        this.closeColumns();
        if (block.level === 1 && this.slides.length === 0 && !this.title) {
          this.title = text;
          this.slides.push({ layout: 'title', title: text });
        } else if (this.sectionNext || block.level === 1) {
          this.slides.push({ layout: 'section', title: text });
        } else {
          this.slides.push({ layout: 'bullets', title: text, bullets: [] });
        }
        this.sectionNext = false;
        return;
      }
      case 'rule':
        this.closeColumns();
        this.sectionNext = true;
        return;
      case 'bullet':
        this.point({ runs: inlineRuns(block.text), level: block.level });
        return;
      case 'paragraph':
        this.point({ runs: inlineRuns(block.text), level: 0 });
        return;
      case 'quote':
        this.closeColumns();
        this.quote.push(block.text);
        return;
      case 'image': {
        this.closeColumns();
        const slide = this.current();
        const picture = dataUriPicture(block.src, block.alt);
        const caption = block.alt ? plainText(block.alt) : undefined;
        // A heading with nothing under it yet becomes the picture's title.
        if (slide?.layout === 'bullets' && slide.bullets.length === 0) {
          this.slides[this.slides.length - 1] = {
            layout: 'pictureCaption',
            title: slide.title,
            ...(caption ? { caption } : {}),
            ...(picture ? { picture } : {}),
          };
        } else {
          this.slides.push({ layout: 'pictureCaption', title: caption ?? this.title, ...(picture ? { picture } : {}) });
        }
        return;
      }
      case 'notes':
        if (block.text) this.addNotes(plainText(block.text));
        else this.notesMode = true;
        return;
      case 'notesMarker':
        this.closeColumns();
        this.notesMode = true;
        return;
    }
  }

  finish(): void {
    this.closeQuote();
    this.closeColumns();
  }
}

/** Long bullet lists continue on further slides with the same title. */
function splitLongSlides(slides: SlideOutline[]): SlideOutline[] {
  return slides.flatMap((slide) => {
    if (slide.layout !== 'bullets' || slide.bullets.length <= MAX_BULLETS) return [slide];
    const parts: SlideOutline[] = [];
    for (let i = 0; i < slide.bullets.length; i += MAX_BULLETS) {
      parts.push({
        layout: 'bullets',
        title: i === 0 ? slide.title : `${slide.title} (cont.)`,
        bullets: slide.bullets.slice(i, i + MAX_BULLETS),
        ...(i === 0 && slide.notes ? { notes: slide.notes } : {}),
      });
    }
    return parts;
  });
}

export function parseMarkdownOutline(text: string, fallbackTitle: string): DeckOutline {
  const builder = new OutlineBuilder();
  for (const block of blocks(text)) builder.add(block);
  builder.finish();
  const slides = splitLongSlides(builder.slides).filter((slide) => slide.layout !== 'bullets' || slide.bullets.length > 0 || slide.title);
  return { title: builder.title || fallbackTitle, slides };
}

/** True when the text has outline structure: Markdown headings or bullets, or indented lines under short ones. */
export function looksLikeOutline(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.some((line) => /^#{1,6}\s/.test(line.trim()) || /^\s*(?:[-*+•]|\d+[.)])\s+\S/.test(line))) return true;
  return lines.length >= 3 && lines.some((line) => /^\s{2,}\S/.test(line)) && lines.every((line) => line.trim().length < 160);
}

/**
 * A plain-text outline as Markdown: unindented lines are slide titles (the first, alone, the deck title),
 * indented lines their points. Prose (paragraphs of sentences) becomes one slide per paragraph.
 */
export function plainTextToMarkdown(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (looksLikeOutline(text)) {
    const out: string[] = [];
    let first = true;
    lines.forEach((line, i) => {
      if (line.trim() === '') return;
      const indent = /^(\s*)/.exec(line)![1]!.replace(/\t/g, '  ').length;
      const next = lines.slice(i + 1).find((other) => other.trim() !== '');
      const nextIndented = next !== undefined && /^\s+\S/.test(next);
      if (indent === 0 && first && !nextIndented) out.push(`# ${line.trim()}`);
      else if (indent === 0) out.push(`## ${line.trim()}`);
      else out.push(`${' '.repeat(Math.max(0, indent - 2))}- ${line.trim().replace(/^[-*+•]\s+/, '')}`);
      first = false;
    });
    return out.join('\n');
  }
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return paragraphs
    .map((paragraph, i) => {
      const sentences = paragraph.match(/[^.!?]+[.!?]*(\s+|$)/g)?.map((s) => s.trim()) ?? [paragraph];
      if (i === 0 && sentences.length === 1 && paragraph.length < 120) return `# ${paragraph}`;
      const [head, ...rest] = sentences;
      const title = (head ?? '').replace(/[.!?]$/, '');
      return `## ${title.length > 90 ? `${title.slice(0, 87)}…` : title}\n${rest.map((s) => `- ${s}`).join('\n')}`;
    })
    .join('\n\n');
}
