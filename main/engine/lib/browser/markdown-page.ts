/** A Markdown document as a self-contained HTML page in a light or dark theme, for markdown2png. */
import { Marked } from 'marked';

export const THEMES = {
  light: { background: '#ffffff', text: '#1f2328', muted: '#59636e', border: '#d1d9e0', code: '#f6f8fa', link: '#0969da' },
  dark: { background: '#0d1117', text: '#f0f6fc', muted: '#9198a1', border: '#3d444d', code: '#151b23', link: '#4493f8' },
} as const;

export type MarkdownTheme = keyof typeof THEMES;

function stylesheet(theme: MarkdownTheme, pageWidth: number): string {
  const c = THEMES[theme];
  return `
    html { background: ${c.background}; }
    body { margin: 0; padding: 32px 40px; width: ${pageWidth}px; box-sizing: border-box; color: ${c.text}; background: ${c.background};
      font: 16px/1.6 "Noto Sans", "DejaVu Sans", Roboto, "Segoe UI", Helvetica, Arial, sans-serif; overflow-wrap: break-word; }
    h1, h2 { border-bottom: 1px solid ${c.border}; padding-bottom: .3em; }
    h1, h2, h3, h4, h5, h6 { margin: 1.2em 0 .6em; line-height: 1.25; }
    body > :first-child { margin-top: 0; }
    a { color: ${c.link}; }
    code, pre { font-family: "DejaVu Sans Mono", "Noto Sans Mono", Menlo, Consolas, monospace; font-size: 85%; background: ${c.code}; border-radius: 6px; }
    code { padding: .2em .4em; }
    pre { padding: 16px; overflow: hidden; white-space: pre-wrap; }
    pre code { padding: 0; background: none; }
    blockquote { margin: 0; padding: 0 1em; color: ${c.muted}; border-left: .25em solid ${c.border}; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid ${c.border}; padding: 6px 13px; }
    img { max-width: 100%; }
    hr { border: 0; border-top: 1px solid ${c.border}; }`;
}

export function markdownPage(markdown: string, theme: MarkdownTheme, pageWidth: number): string {
  const body = new Marked({ gfm: true, async: false }).parse(markdown) as string;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${stylesheet(theme, pageWidth)}</style></head><body>${body}</body></html>`;
}
