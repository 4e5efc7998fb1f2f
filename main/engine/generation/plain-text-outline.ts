/**
 * Plain text as an outline: an indented outline (unindented lines are slide titles, indented ones their points)
 * or prose (one slide per paragraph, its first sentence the title), written as Markdown for the outline parser.
 */

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
