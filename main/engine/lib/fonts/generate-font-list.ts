/**
 * Dev-time generator of google-fonts.json, the family list behind the font picker and `isKnownFamily`.
 *
 *   npx tsx main/engine/lib/fonts/generate-font-list.ts [--metadata DIR] [--popularity FILE]
 *
 * Families, categories and variants come from the npm package google-font-metadata (MIT; its
 * data/api-response.json mirrors the Google Fonts Developer API). Without --metadata the script fetches that package
 * with `npm pack` into a temp dir (the npm registry is the one network source a developer here has).
 * Google publishes no popularity numbers offline; as a stand-in, --popularity takes a TSV (name, version, monthly
 * downloads, …) of npm packages and uses the downloads of each family's `@fontsource/<id>` package. Families without
 * a number rank after those with one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const METADATA_PACKAGE = 'google-font-metadata@6.0.8';

interface ApiFamily {
  family: string;
  category: string;
  variants: string[];
}

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function loadMetadata(dir: string | undefined): ApiFamily[] {
  let root = dir;
  let cleanup: string | undefined;
  if (!root) {
    cleanup = mkdtempSync(path.join(tmpdir(), 'font-metadata-'));
    const tarball = execFileSync('npm', ['pack', METADATA_PACKAGE, '--silent', '--pack-destination', cleanup], { encoding: 'utf8' }).trim();
    execFileSync('tar', ['xzf', path.join(cleanup, tarball.split('\n').pop() ?? ''), '-C', cleanup]);
    root = path.join(cleanup, 'package');
  }
  try {
    return JSON.parse(readFileSync(path.join(root, 'data', 'api-response.json'), 'utf8')) as ApiFamily[];
  } finally {
    if (cleanup) rmSync(cleanup, { recursive: true, force: true });
  }
}

function loadPopularity(file: string | undefined): Map<string, number> {
  const downloads = new Map<string, number>();
  if (!file) return downloads;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('@fontsource/')) continue;
    const [name, , count] = line.split('\t');
    const n = Number(count);
    if (name && Number.isFinite(n)) downloads.set(name.slice('@fontsource/'.length), n);
  }
  return downloads;
}

/** `regular` → `400`, `italic` → `400i`, `700italic` → `700i`: the compact form stored in the JSON. */
export function compactVariant(variant: string): string {
  if (variant === 'regular') return '400';
  if (variant === 'italic') return '400i';
  return variant.replace('italic', 'i');
}

function main(): void {
  const families = loadMetadata(argument('--metadata'));
  const popularity = loadPopularity(argument('--popularity'));
  const rows = families
    .map((f) => {
      const id = f.family.toLowerCase().replace(/\s+/g, '-');
      return [f.family, f.category, f.variants.map(compactVariant).join(','), popularity.get(id) ?? 0] as const;
    })
    .sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0]));
  const out = {
    source: `${METADATA_PACKAGE} data/api-response.json; popularity = monthly npm downloads of @fontsource/<family>`,
    columns: ['family', 'category', 'variants', 'popularity'],
    families: rows,
  };
  const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'google-fonts.json');
  writeFileSync(target, `${JSON.stringify(out).replace(/\],\[/g, '],\n[')}\n`);
  process.stdout.write(`wrote ${rows.length} families to ${target}\n`);
}

main();
