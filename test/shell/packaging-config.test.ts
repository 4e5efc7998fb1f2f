/**
 * What packaging and installing rest on, read from the files themselves: electron-builder.yml against the tool
 * definitions and the shell's app id, package.json's fields electron-builder's Linux targets need, and npm's
 * `allowScripts` against every package in the lockfile that has an install script.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { APP_ID, appUserModelId } from '../../main/shell/app-identity';
import { CATALOG } from '../../shared/tools/catalog';
import { mimeTypeFor } from '../../shared/tools/file-acceptance';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface FileAssociation {
  ext: string | string[];
  name?: string;
  description?: string;
  role?: string;
  rank?: string;
  mimeType?: string;
}
interface BuilderConfig {
  appId: string;
  fileAssociations: FileAssociation[];
  linux: { target: string[]; maintainer?: string; mimeTypes: string[] };
}

const builder = load(readFileSync(`${ROOT}electron-builder.yml`, 'utf8')) as BuilderConfig;
const manifest = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as {
  homepage?: string;
  allowScripts?: Record<string, boolean>;
};
const lockfile = JSON.parse(readFileSync(`${ROOT}package-lock.json`, 'utf8')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};

/** Kinds a few tools also take that the OS should not offer Deckhand for: archives, plain text, web pages, spreadsheets. */
const NOT_ASSOCIATED = ['.zip', '.txt', '.md', '.markdown', '.html', '.htm', '.xlsx'];

/**
 * shared-mime-info's name for each associated extension (Debian 12's freedesktop.org.xml): where it differs from
 * shared/tools' own name (mimeTypeFor), the desktop entry must use this one.
 */
const FREEDESKTOP_TYPE: Readonly<Record<string, string>> = {
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pps': 'application/vnd.ms-powerpoint',
  '.pot': 'application/vnd.ms-powerpoint',
  '.odp': 'application/vnd.oasis.opendocument.presentation',
  '.key': 'application/vnd.apple.keynote',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.doc': 'application/msword',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.rtf': 'application/rtf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.avif': 'image/avif',
  '.heic': 'image/heif',
  '.heif': 'image/heif',
  '.bmp': 'image/bmp',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.mkv': 'video/x-matroska',
  '.webm': 'video/webm',
};
/** Where shared-mime-info's name is not shared/tools' (which follows what browsers send). */
const FREEDESKTOP_ALIASES: Readonly<Record<string, string>> = { '.heic': 'image/heic', '.m4v': 'video/x-m4v' };

const associated = builder.fileAssociations.flatMap((association) =>
  (Array.isArray(association.ext) ? association.ext : [association.ext]).map((ext) => `.${ext}`),
);
const takenByTools = new Set(CATALOG.filter((tool) => tool.local).flatMap((tool) => tool.extensions));

describe('electron-builder.yml', () => {
  it('has the app id the shell gives Windows (AppUserModelID) when packaged, and the electron binary’s path in development', () => {
    expect(builder.appId).toBe(APP_ID);
    expect(appUserModelId(true, 'C:\\Program Files\\Deckhand\\Deckhand.exe')).toBe(APP_ID);
    expect(appUserModelId(false, 'C:\\dev\\node_modules\\electron\\dist\\electron.exe')).toBe(
      'C:\\dev\\node_modules\\electron\\dist\\electron.exe',
    );
  });

  it('associates every file kind the tools take, less the generic ones, each once', () => {
    expect(new Set(associated).size).toBe(associated.length);
    for (const ext of NOT_ASSOCIATED) expect(takenByTools, `${ext} is listed as not associated but no tool takes it`).toContain(ext);
    expect(new Set(associated)).toEqual(new Set([...takenByTools].filter((ext) => !NOT_ASSOCIATED.includes(ext))));
  });

  it('only offers Deckhand on macOS (never the default app), under its own Windows class names', () => {
    for (const association of builder.fileAssociations) {
      expect(association, JSON.stringify(association.ext)).toMatchObject({ role: 'Viewer', rank: 'Alternate' });
      expect(association.name).toMatch(/^Deckhand\.[A-Za-z]+$/);
      // A per-association mimeType would make electron-builder install a MIME package redefining the type.
      expect(association.mimeType).toBeUndefined();
    }
  });

  it('gives the Linux desktop entry the MIME type of every associated extension, and no other', () => {
    for (const ext of associated) {
      const type = FREEDESKTOP_TYPE[ext];
      expect(type, `${ext} has no MIME type in the table`).toBeDefined();
      const ours = mimeTypeFor(`x${ext}`);
      if (ours !== 'application/octet-stream') expect(FREEDESKTOP_ALIASES[ext] ?? type, ext).toBe(ours);
    }
    expect(new Set(builder.linux.mimeTypes)).toEqual(new Set(associated.map((ext) => FREEDESKTOP_TYPE[ext])));
  });

  it('has what the deb target needs: a homepage in package.json and a maintainer', () => {
    expect(builder.linux.target).toContain('deb');
    expect(manifest.homepage).toMatch(/^https:\/\/\S+$/);
    expect(builder.linux.maintainer).toBeTruthy();
  });
});

describe('package.json allowScripts (npm 11)', () => {
  it('decides, by name, for every package in the lockfile that has an install script, and lets Electron download its binary', () => {
    const withScripts = Object.entries(lockfile.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts).toContain('electron');
    const allow = manifest.allowScripts ?? {};
    for (const name of withScripts) expect(allow[name], `${name} has an install script`).toBeTypeOf('boolean');
    expect(allow.electron).toBe(true);
    // Name-only keys: the lockfile keeps no download URLs, and npm pins a version only against one.
    for (const key of Object.keys(allow)) expect(key).not.toMatch(/.@/);
  });
});
