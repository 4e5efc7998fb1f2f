/** The engine's one XML escaper (lib/xml/xml-escape.ts), read back by the XML parser the engine uses. */
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../main/engine/lib/xml/xml-escape';

const roundTrip = (value: string): string | null =>
  new DOMParser()
    .parseFromString(`<a v="${escapeXml(value, { attribute: true })}">${escapeXml(value)}</a>`, 'text/xml')
    .documentElement?.getAttribute('v') ?? null;

describe('escapeXml', () => {
  it('escapes markup and keeps tabs and line breaks in attributes', () => {
    expect(escapeXml('a < b & "c" > d')).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
    expect(roundTrip('R&D "deck"\n\tline <2>')).toBe('R&D "deck"\n\tline <2>');
  });

  it('drops characters XML cannot carry, keeping whole surrogate pairs', () => {
    expect(escapeXml('a\u0000b\u000bc\ud800d\ufffe😀')).toBe('abcd😀');
  });
});
