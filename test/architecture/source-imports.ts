/** The imports of the repository's source files, as the architecture tests read them. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ImportEdge {
  from: string;
  /** A repository path for relative imports, else the package name. */
  to: string;
  spec: string;
  /** `import type …`: gone at run time, so it cannot load anything. */
  typeOnly: boolean;
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Static imports and re-exports (with whether they are type-only), dynamic imports and side-effect imports. */
const SPECIFIER = /^(import|export)(\s+type)?\b[^;]*?\bfrom\s*'([^']+)'|\bimport\s*\(\s*'([^']+)'|^import\s+'([^']+)'/gms;

export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(SPECIFIER)].map((match) => {
    const spec = match[3] ?? match[4] ?? match[5] ?? '';
    const typeOnly = match[2] !== undefined;
    if (!spec.startsWith('.')) return { from: file, to: spec.startsWith('node:') ? spec : (spec.split('/')[0] ?? spec), spec, typeOnly };
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    return { from: file, to: /\.[a-z]+$/.test(target) ? target : `${target}.ts`, spec, typeOnly };
  });
}
