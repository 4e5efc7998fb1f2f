/**
 * `npm run gallery [-- translate|create|revamp …]`: before/after pictures of the three content tools, written to
 * docs/gallery/ — one page per tool (translate.md, create.md, revamp.md) beside the README that indexes them. Only
 * the named tools' pages and pictures are remade (all three when none is named). Needs LibreOffice, poppler and
 * Apertium with its English–Spanish pair; corpus decks are read in place, never copied into the repository.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createGallery } from './gallery-create';
import { revampGallery } from './gallery-revamp';
import { translateGallery } from './gallery-translate';

const OUT = resolve(import.meta.dirname, '../../docs/gallery');

/** Each tool's page maker and which of the gallery's pictures are its own. */
const SECTIONS = {
  translate: { make: translateGallery, owns: (png: string) => !/^(create|revamp)-/.test(png) },
  create: { make: createGallery, owns: (png: string) => png.startsWith('create-') },
  revamp: { make: revampGallery, owns: (png: string) => png.startsWith('revamp-') },
} as const;

type Section = keyof typeof SECTIONS;

async function main(): Promise<void> {
  const named = process.argv.slice(2).filter((arg): arg is Section => arg in SECTIONS);
  const wanted = named.length > 0 ? named : (Object.keys(SECTIONS) as Section[]);
  mkdirSync(OUT, { recursive: true });
  for (const section of wanted) {
    const { make, owns } = SECTIONS[section];
    for (const name of readdirSync(OUT)) if (name.endsWith('.png') && owns(name)) rmSync(join(OUT, name));
    const lines = await make(OUT);
    writeFileSync(join(OUT, `${section}.md`), `${lines.join('\n')}\n`);
    console.log(section, 'written');
  }
}

await main();
