/**
 * Every program the engine runs, described once: what it is called on PATH, which environment variable chooses it,
 * where installers usually put it, what to install when it is missing, and the Debian packages CI installs for it
 * (`.ci/run`; test/engine/program-registry.test.ts checks its list covers these). Its keys are the names a tool
 * definition's `requires` may use. The locators (lib/office, lib/browser, lib/media, lib/ocr, lib/pdf) and the
 * availability check (tools/availability.ts, probing each entry) derive from it.
 */
import { access, realpath } from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from '../errors/tool-error';
import { findOnPath, firstEnv, isExecutableFile } from './executable-lookup';
import type { EnvTarget, UnavailableReason } from '../../../../shared/contract/unavailable-reasons';

export interface ProgramFacts {
  /** How messages name it. */
  label: string;
  /** Its names on PATH, in order of preference, without `.exe`. */
  executables: readonly string[];
  /** Environment variables that choose it, first set wins: the program's path, or with `envIsFolder` its folder. */
  env: readonly string[];
  envIsFolder?: boolean;
  /** Where installers put it off PATH, on this platform. */
  standardPaths(platform: NodeJS.Platform): string[];
  /** The sentence a missing program's refusal starts with. */
  missing: string;
  /** What to install (per system) or which variable to set. */
  installHint: string;
  /** The same for a window to word (shared/contract/unavailable-reasons.ts `program-missing`): commands per system, the variable, what it points to. */
  install?: { install: string; env: string; envTo: EnvTarget };
  /** The Debian packages that provide it. */
  debianPackages: readonly string[];
  /**
   * A part of another entry's program that some packagings ship apart (LibreOffice's Writer and Impress on Debian):
   * it is found as that program, then must have this library (a name like `swlo`, without prefix or suffix) beside it.
   */
  partOf?: { program: string; library: string; module: string; command: string };
}

const programFiles = (): string[] =>
  [...new Set([process.env.ProgramFiles, process.env['ProgramFiles(x86)'], 'C:\\Program Files', 'C:\\Program Files (x86)'])].filter(
    (root): root is string => !!root,
  );

const HOMEBREW = ['/opt/homebrew/bin', '/usr/local/bin'];

const LIBREOFFICE_INSTALL =
  'Debian/Ubuntu: `sudo apt install libreoffice-impress --no-install-recommends`, ' +
  'macOS: `brew install --cask libreoffice`, Windows: `winget install TheDocumentFoundation.LibreOffice`';
const LIBREOFFICE_HINT = `install LibreOffice (${LIBREOFFICE_INSTALL}) or set DECKHAND_SOFFICE to the path of its soffice program`;

const POPPLER_INSTALL =
  'Debian/Ubuntu: `sudo apt install poppler-utils`, macOS: `brew install poppler`, ' +
  'Windows: `choco install poppler` or `scoop install poppler`';
const POPPLER_HINT = `install Poppler (${POPPLER_INSTALL}) or set DECKHAND_POPPLER to the folder holding its programs`;

const FFMPEG_INSTALL = 'Debian/Ubuntu: `sudo apt install ffmpeg`, macOS: `brew install ffmpeg`, Windows: `winget install Gyan.FFmpeg`';
const FFMPEG_HINT = `install ffmpeg (${FFMPEG_INSTALL}) or set DECKHAND_FFMPEG to its path`;

const CHROMIUM_INSTALL =
  'Debian/Ubuntu: `sudo apt install chromium`, macOS: `brew install --cask chromium`, Windows: Microsoft Edge, Google Chrome';
const TESSERACT_INSTALL =
  'Debian/Ubuntu: `sudo apt install tesseract-ocr tesseract-ocr-eng`, macOS: `brew install tesseract tesseract-lang`, ' +
  'Windows: `winget install UB-Mannheim.TesseractOCR`';
const QPDF_INSTALL = 'Debian/Ubuntu: `sudo apt install qpdf`, macOS: `brew install qpdf`, Windows: `choco install qpdf`';
const GHOSTSCRIPT_INSTALL =
  'Debian/Ubuntu: `sudo apt install ghostscript`, macOS: `brew install ghostscript`, Windows: `choco install ghostscript`';
const MUTOOL_INSTALL = 'Debian/Ubuntu: `sudo apt install mupdf-tools`, macOS: `brew install mupdf-tools`, Windows: `choco install mupdf`';

function poppler(program: string): ProgramFacts {
  return {
    label: program,
    executables: [program],
    env: ['DECKHAND_POPPLER'],
    envIsFolder: true,
    standardPaths: (platform) => (platform === 'darwin' ? HOMEBREW.map((dir) => path.join(dir, program)) : []),
    missing: `${program} (Poppler) is needed for this task but was not found`,
    installHint: POPPLER_HINT,
    install: { install: POPPLER_INSTALL, env: 'DECKHAND_POPPLER', envTo: 'folder' },
    debianPackages: ['poppler-utils'],
  };
}

const moduleCommand = (debianPackage: string): string => `\`sudo apt install ${debianPackage} --no-install-recommends\``;

/** A LibreOffice module, found as LibreOffice with its library beside soffice. */
function libreOfficeModule(name: string, library: string, debianPackage: string): ProgramFacts {
  return {
    label: `LibreOffice ${name}`,
    executables: [],
    env: [],
    standardPaths: () => [],
    missing: `LibreOffice ${name} is needed for this conversion but is not installed`,
    installHint: `Debian/Ubuntu: ${moduleCommand(debianPackage)}; the full LibreOffice installers for macOS and Windows include it`,
    debianPackages: [debianPackage],
    partOf: { program: 'libreoffice', library, module: name, command: moduleCommand(debianPackage) },
  };
}

export const PROGRAMS = {
  libreoffice: {
    label: 'LibreOffice',
    executables: ['soffice', 'libreoffice'],
    env: ['DECKHAND_SOFFICE'],
    standardPaths: (platform) => {
      if (platform === 'darwin') {
        return [
          '/Applications/LibreOffice.app/Contents/MacOS/soffice',
          path.join(process.env.HOME ?? '', 'Applications/LibreOffice.app/Contents/MacOS/soffice'),
        ];
      }
      if (platform === 'win32') return programFiles().map((root) => path.join(root, 'LibreOffice', 'program', 'soffice.exe'));
      return ['/usr/lib/libreoffice/program/soffice', '/opt/libreoffice/program/soffice', '/snap/bin/libreoffice'];
    },
    missing: 'LibreOffice is needed for this conversion but was not found',
    installHint: LIBREOFFICE_HINT,
    install: { install: LIBREOFFICE_INSTALL, env: 'DECKHAND_SOFFICE', envTo: 'program' },
    debianPackages: ['libreoffice-impress', 'libreoffice-writer'],
  },
  chromium: {
    label: 'Chromium',
    executables: ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome', 'microsoft-edge'],
    env: ['DECKHAND_CHROMIUM'],
    standardPaths: (platform) => {
      if (platform === 'darwin') {
        return [
          '/Applications/Chromium.app/Contents/MacOS/Chromium',
          '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
          '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
        ];
      }
      if (platform === 'win32') {
        const roots = [process.env.ProgramFiles, process.env['ProgramFiles(x86)'], process.env.LOCALAPPDATA].filter(
          (r): r is string => !!r,
        );
        return roots.flatMap((root) => [
          path.join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'),
          path.join(root, 'Microsoft', 'Edge', 'Application', 'msedge.exe'),
        ]);
      }
      return ['/usr/bin/chromium', '/usr/lib/chromium/chromium', '/snap/bin/chromium'];
    },
    missing: 'A Chromium-based browser is needed to lay out HTML but none was found',
    installHint:
      'install Chromium or Google Chrome (Debian/Ubuntu: `sudo apt install chromium`, macOS: `brew install --cask chromium`, ' +
      'Windows: Microsoft Edge or Google Chrome) or set DECKHAND_CHROMIUM to the browser program',
    install: { install: CHROMIUM_INSTALL, env: 'DECKHAND_CHROMIUM', envTo: 'program' },
    debianPackages: ['chromium'],
  },
  ffmpeg: {
    label: 'ffmpeg',
    executables: ['ffmpeg'],
    env: ['DECKHAND_FFMPEG', 'FFMPEG_PATH'],
    standardPaths: () => [],
    missing: 'ffmpeg was not found',
    installHint: FFMPEG_HINT,
    install: { install: FFMPEG_INSTALL, env: 'DECKHAND_FFMPEG', envTo: 'path' },
    debianPackages: ['ffmpeg'],
  },
  ffprobe: {
    label: 'ffprobe',
    executables: ['ffprobe'],
    env: ['DECKHAND_FFPROBE', 'FFPROBE_PATH'],
    standardPaths: () => [],
    missing: 'ffprobe was not found',
    installHint: FFMPEG_HINT.replace('DECKHAND_FFMPEG', 'DECKHAND_FFPROBE'),
    install: { install: FFMPEG_INSTALL, env: 'DECKHAND_FFPROBE', envTo: 'path' },
    debianPackages: ['ffmpeg'],
  },
  tesseract: {
    label: 'Tesseract',
    executables: ['tesseract'],
    env: ['DECKHAND_TESSERACT'],
    standardPaths: (platform) => {
      if (platform === 'darwin') return HOMEBREW.map((dir) => path.join(dir, 'tesseract'));
      if (platform === 'win32') return programFiles().map((root) => path.join(root, 'Tesseract-OCR', 'tesseract.exe'));
      return [];
    },
    missing: 'Tesseract is needed for text recognition but was not found',
    installHint: `install Tesseract (${TESSERACT_INSTALL}) or set DECKHAND_TESSERACT to its path`,
    install: { install: TESSERACT_INSTALL, env: 'DECKHAND_TESSERACT', envTo: 'path' },
    debianPackages: ['tesseract-ocr', 'tesseract-ocr-eng'],
  },
  qpdf: {
    label: 'qpdf',
    executables: ['qpdf'],
    env: ['DECKHAND_QPDF'],
    standardPaths: (platform) => (platform === 'darwin' ? HOMEBREW.map((dir) => path.join(dir, 'qpdf')) : []),
    missing: 'qpdf is needed for this task but was not found',
    installHint: `install qpdf (${QPDF_INSTALL}) or set DECKHAND_QPDF to its path`,
    install: { install: QPDF_INSTALL, env: 'DECKHAND_QPDF', envTo: 'path' },
    debianPackages: ['qpdf'],
  },
  ghostscript: {
    label: 'Ghostscript',
    executables: process.platform === 'win32' ? ['gswin64c', 'gswin32c'] : ['gs'],
    env: ['DECKHAND_GHOSTSCRIPT'],
    standardPaths: (platform) => (platform === 'darwin' ? HOMEBREW.map((dir) => path.join(dir, 'gs')) : []),
    missing: 'Ghostscript is needed for this task but was not found',
    installHint: `install Ghostscript (${GHOSTSCRIPT_INSTALL}) or set DECKHAND_GHOSTSCRIPT to its path`,
    install: { install: GHOSTSCRIPT_INSTALL, env: 'DECKHAND_GHOSTSCRIPT', envTo: 'path' },
    debianPackages: ['ghostscript'],
  },
  mutool: {
    label: 'mutool',
    executables: ['mutool'],
    env: ['DECKHAND_MUTOOL'],
    standardPaths: (platform) => (platform === 'darwin' ? HOMEBREW.map((dir) => path.join(dir, 'mutool')) : []),
    missing: 'mutool (MuPDF) is needed for this task but was not found',
    installHint: `install MuPDF’s tools (${MUTOOL_INSTALL}) or set DECKHAND_MUTOOL to its path`,
    install: { install: MUTOOL_INSTALL, env: 'DECKHAND_MUTOOL', envTo: 'path' },
    debianPackages: ['mupdf-tools'],
  },
  'libreoffice-impress': libreOfficeModule('Impress', 'sdlo', 'libreoffice-impress'),
  'libreoffice-writer': libreOfficeModule('Writer', 'swlo', 'libreoffice-writer'),
  pdftoppm: poppler('pdftoppm'),
  pdftotext: poppler('pdftotext'),
  pdftohtml: poppler('pdftohtml'),
  pdfimages: poppler('pdfimages'),
  pdfinfo: poppler('pdfinfo'),
} as const satisfies Record<string, ProgramFacts>;

export type ProgramId = keyof typeof PROGRAMS;

const exe = (name: string): string => (process.platform === 'win32' && path.extname(name) === '' ? `${name}.exe` : name);

const isProgramId = (name: string): name is ProgramId => Object.hasOwn(PROGRAMS, name);

function libraryFile(name: string): string {
  if (process.platform === 'win32') return `${name}.dll`;
  return process.platform === 'darwin' ? `lib${name}.dylib` : `lib${name}.so`;
}

/**
 * The program a part belongs to, checked to have the part's library: a Debian machine with only libreoffice-impress
 * converts a .docx to nothing and says only "source file could not be loaded".
 */
async function locatePart(facts: ProgramFacts, part: NonNullable<ProgramFacts['partOf']>): Promise<string> {
  if (!isProgramId(part.program)) throw new Error(`The program registry has no ${part.program}, which ${facts.label} is part of.`);
  const program = await locateProgram(part.program);
  const programDir = path.dirname(await realpath(program).catch(() => program));
  const library = libraryFile(part.library);
  for (const dir of [programDir, path.join(programDir, '..', 'Frameworks'), path.join(programDir, '..', 'program')]) {
    try {
      await access(path.join(dir, library));
      return program;
    } catch {
      // Not in this folder.
    }
  }
  throw new ToolError('tool_unavailable', `${facts.missing} (${program} has no ${library}): ${facts.installHint}.`, {
    unavailable: { code: 'module-missing', params: { module: part.module, program, library, command: part.command } },
  });
}

/**
 * A program's path: the environment variable that chooses it (a wrong one is an error, not a fallback), then PATH,
 * then where installers put it. Throws ToolError('tool_unavailable') saying what to install.
 */
export async function locateProgram(id: ProgramId): Promise<string> {
  const facts: ProgramFacts = PROGRAMS[id];
  if (facts.partOf) return locatePart(facts, facts.partOf);
  const env = firstEnv(facts.env);
  if (env) {
    const candidate = facts.envIsFolder ? path.join(env.value, exe(facts.executables[0] ?? id)) : env.value;
    if (await isExecutableFile(candidate)) return candidate;
    throw pathWrong(facts.label, env, facts.envIsFolder ? path.basename(candidate) : null);
  }
  for (const name of facts.executables) {
    const found = await findOnPath(exe(name));
    if (found) return found;
  }
  for (const candidate of facts.standardPaths(process.platform)) {
    if (await isExecutableFile(candidate)) return candidate;
  }
  throw new ToolError('tool_unavailable', `${facts.missing}: ${facts.installHint}.`, { unavailable: missingReason(facts) });
}

/** A missing program's refusal for a window to word, when its facts say how to install it. */
export function missingReason(facts: ProgramFacts): UnavailableReason | undefined {
  return facts.install ? { code: 'program-missing', params: { program: facts.label, ...facts.install } } : undefined;
}

/**
 * A variable that chooses a program and points to nothing usable: `executable` the program its folder lacks, or null
 * when it names a file that is not an executable.
 */
export function pathWrong(label: string, env: { name: string; value: string }, executable: string | null): ToolError {
  const what = executable === null ? 'which is not an executable file' : `which has no ${executable}`;
  return new ToolError('tool_unavailable', `${label} was not found: ${env.name} points to "${env.value}", ${what}.`, {
    unavailable: {
      code: 'program-path-wrong',
      params: {
        program: label,
        env: env.name,
        value: env.value,
        envTo: executable === null ? 'path' : 'folder',
        executable: executable ?? '',
      },
    },
  });
}
