/**
 * pptx.join on two big decks (40 slides each, one unique random-noise picture per slide, ~250 MB each) and pptx.split
 * on a 300-slide deck. Generated inputs are cached in the system's temp folder (deckhand-bench/).
 * Targets: merge time ≤ 2× re-zipping the merged parts with the `zip` CLI (pictures stored, XML deflated, the same
 * choice the merger makes); merge peak RSS < 25 % of the total input size. Each run happens in a child process so
 * its peak RSS is its own; the child is the tool bundled by esbuild and run by plain Node, because the tsx loader
 * alone adds ~35 MB that the engine's worker does not have. Node itself starts at ~40 MB and streaming leaves up to
 * ~60 MB of buffers between garbage collections whatever the input size, so the ratio target needs big inputs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import { readZipEntries } from '../helpers/package-checks';
import { CORPUS_ROOT } from '../helpers/corpus';
import { BENCH_CACHE } from './bench-timing';

const TEMPLATE = `${CORPUS_ROOT}/pptx/pp-minimal.pptx`;
const P_NS = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const A_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const OD = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MB = 1024 * 1024;

interface DeckSpec {
  slides: number;
  /** Picture size in pixels (noise, so it does not compress). */
  width: number;
  height: number;
  /** Every n-th picture is a PNG instead of a JPEG (0: none). */
  pngEvery: number;
  label: string;
}

async function noisePicture(spec: DeckSpec, png: boolean): Promise<Buffer> {
  // Loaded here, not at the top: the bundled child must not load libvips (it would inflate the RSS measured).
  const { default: sharp } = await import('sharp');
  const raw = randomBytes(spec.width * spec.height * 3);
  const image = sharp(raw, { raw: { width: spec.width, height: spec.height, channels: 3 } });
  return png ? image.png({ compressionLevel: 1 }).toBuffer() : image.jpeg({ quality: 92 }).toBuffer();
}

function slideXml(n: number, label: string, picW: number, picH: number): string {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<p:sld xmlns:a="${A_NS}" xmlns:r="${R_NS}" xmlns:p="${P_NS}"><p:cSld><p:spTree>` +
    `<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>` +
    `<p:pic><p:nvPicPr><p:cNvPr id="2" name="Picture ${n}"/><p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr/></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="rId2"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr><a:xfrm><a:off x="457200" y="914400"/><a:ext cx="${picW}" cy="${picH}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>` +
    `<p:sp><p:nvSpPr><p:cNvPr id="3" name="Caption"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="457200" y="228600"/><a:ext cx="8229600" cy="457200"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>` +
    `<p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="2000"/><a:t>${label} slide ${n}</a:t></a:r></a:p></p:txBody></p:sp>` +
    `</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`
  );
}

/** A deck built on the corpus' slide-less pp-minimal.pptx, one noise picture per slide, stored as PowerPoint does. */
async function generateDeck(path: string, spec: DeckSpec): Promise<void> {
  const template = await readZipEntries(TEMPLATE);
  const zip = new yazl.ZipFile();
  const done = pipeline(zip.outputStream, createWriteStream(path));
  const layout =
    [...template.keys()].find((n) => /^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(n)) ?? 'ppt/slideLayouts/slideLayout1.xml';
  let types = (template.get('[Content_Types].xml') as Buffer).toString('utf8');
  let presRels = (template.get('ppt/_rels/presentation.xml.rels') as Buffer).toString('utf8');
  let pres = (template.get('ppt/presentation.xml') as Buffer).toString('utf8');
  const overrides: string[] = [];
  const ids: string[] = [];
  for (let n = 1; n <= spec.slides; n++) {
    const png = spec.pngEvery > 0 && n % spec.pngEvery === 0;
    const ext = png ? 'png' : 'jpeg';
    // PowerPoint stores pictures and media without compression; so do we.
    zip.addBuffer(await noisePicture(spec, png), `ppt/media/image${n}.${ext}`, { compress: false });
    zip.addBuffer(
      Buffer.from(slideXml(n, spec.label, 8229600, Math.round((8229600 * spec.height) / spec.width))),
      `ppt/slides/slide${n}.xml`,
    );
    zip.addBuffer(
      Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${OD}/slideLayout" Target="../slideLayouts/${basename(layout)}"/>` +
          `<Relationship Id="rId2" Type="${OD}/image" Target="../media/image${n}.${ext}"/></Relationships>`,
      ),
      `ppt/slides/_rels/slide${n}.xml.rels`,
    );
    overrides.push(
      `<Override PartName="/ppt/slides/slide${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
    );
    presRels = presRels.replace(
      '</Relationships>',
      `<Relationship Id="rIdS${n}" Type="${OD}/slide" Target="slides/slide${n}.xml"/></Relationships>`,
    );
    ids.push(`<p:sldId id="${255 + n}" r:id="rIdS${n}"/>`);
  }
  types = types.replace(
    '</Types>',
    `${types.includes('Extension="jpeg"') ? '' : '<Default Extension="jpeg" ContentType="image/jpeg"/>'}${
      types.includes('Extension="png"') ? '' : '<Default Extension="png" ContentType="image/png"/>'
    }${overrides.join('')}</Types>`,
  );
  pres = pres
    .replace(/<p:sldIdLst\/>|<p:sldIdLst>.*?<\/p:sldIdLst>/, '')
    .replace(/(<\/p:sldMasterIdLst>)/, `$1<p:sldIdLst>${ids.join('')}</p:sldIdLst>`);
  for (const [name, data] of template) {
    if (name === '[Content_Types].xml') zip.addBuffer(Buffer.from(types), name);
    else if (name === 'ppt/_rels/presentation.xml.rels') zip.addBuffer(Buffer.from(presRels), name);
    else if (name === 'ppt/presentation.xml') zip.addBuffer(Buffer.from(pres), name);
    else zip.addBuffer(data, name);
  }
  zip.end();
  await done;
}

async function cachedDeck(name: string, spec: DeckSpec): Promise<string> {
  const path = join(BENCH_CACHE, name);
  if (existsSync(path)) return path;
  mkdirSync(BENCH_CACHE, { recursive: true });
  await generateDeck(`${path}.partial`, spec);
  renameSync(`${path}.partial`, path);
  return path;
}

interface ChildResult {
  ms: number;
  maxRssBytes: number;
  /** Sampled peak of the private (anonymous) part of RSS, without the Node binary's shared code pages. */
  maxAnonBytes: number;
  output: string;
  metadata: Record<string, unknown>;
}

const CHILD_ENV = 'DECKHAND_PPTX_BENCH_CHILD';

/**
 * This file bundled for plain Node, or undefined to fall back to tsx. Packages stay external, as in the app's build
 * (electron-vite externalises dependencies), so the bundle sits under node_modules/.cache to resolve them.
 */
async function bundleChild(): Promise<string | undefined> {
  const out = join(fileURLToPath(import.meta.url), '../../../node_modules/.cache/deckhand-bench/pptx-bench-child.mjs');
  try {
    const esbuild = await import('esbuild');
    await esbuild.build({
      entryPoints: [fileURLToPath(import.meta.url)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: out,
      packages: 'external',
      logLevel: 'error',
    });
    return out;
  } catch {
    return undefined;
  }
}

/** Runs one tool in a fresh Node process and reads back its time and peak RSS. */
function runInChild(child: string | undefined, tool: 'join' | 'split', inputs: string[], workDir: string): ChildResult {
  const self = fileURLToPath(import.meta.url);
  const args = child ? [child] : ['--import', 'tsx', self];
  const res = spawnSync(process.execPath, [...args, '--child', tool, workDir, ...inputs], {
    cwd: join(self, '../../..'),
    encoding: 'utf8',
    maxBuffer: 16 * MB,
    env: { ...process.env, [CHILD_ENV]: '1' },
  });
  if (res.status !== 0) throw new Error(`child ${tool} failed: ${res.stderr}`);
  const line = res.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as ChildResult;
}

async function childMain(tool: string, workDir: string, inputs: string[]): Promise<void> {
  const mod = tool === 'join' ? await import('../../main/engine/tools/pptx-join') : await import('../../main/engine/tools/pptx-split');
  const run = mod.run as (ctx: unknown) => Promise<{ path: string; metadata?: Record<string, unknown> }>;
  let maxAnon = 0;
  const sampler = setInterval(() => (maxAnon = Math.max(maxAnon, procStatusKb('RssAnon') * 1024)), 10);
  const started = performance.now();
  const out = await run({
    inputs: inputs.map((p) => ({ path: p, name: basename(p), size: statSync(p).size, mimeType: 'application/octet-stream' })),
    params: {},
    workDir,
    signal: new AbortController().signal,
    reportProgress: () => undefined,
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  maxAnon = Math.max(maxAnon, procStatusKb('RssAnon') * 1024);
  const result: ChildResult = { ms, maxRssBytes: peakRss(), maxAnonBytes: maxAnon, output: out.path, metadata: out.metadata ?? {} };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

/**
 * This process's peak RSS. VmHWM starts afresh at exec; getrusage's ru_maxrss does not on Linux (a child spawned by a
 * parent that once held 500 MB reports 500 MB), so it is only the fallback.
 */
function peakRss(): number {
  const kb = procStatusKb('VmHWM');
  return kb > 0 ? kb * 1024 : process.resourceUsage().maxRSS * 1024;
}

/** A "kB" field of /proc/self/status (0 where there is none, i.e. not Linux). */
function procStatusKb(field: string): number {
  try {
    return Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** `zip -q -r` of the merged deck's parts, extracted: pictures stored (-n), XML deflated, like the merger. */
function zipReferenceMs(deck: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'deckhand-bench-pptx-'));
  try {
    execFileSync('unzip', ['-q', deck, '-d', join(dir, 'x')]);
    const started = performance.now();
    execFileSync('zip', ['-q', '-r', '-X', '-n', '.jpeg:.jpg:.png', join(dir, 'ref.pptx'), '.'], { cwd: join(dir, 'x') });
    return performance.now() - started;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB`;

export async function runBench(log: (line: string) => void): Promise<void> {
  const t0 = performance.now();
  const deckA = await cachedDeck('join-a-40x3000x2000-stored.pptx', {
    slides: 40,
    width: 3000,
    height: 2000,
    pngEvery: 0,
    label: 'Deck A',
  });
  const deckB = await cachedDeck('join-b-40x3000x2000-stored.pptx', {
    slides: 40,
    width: 3000,
    height: 2000,
    pngEvery: 8,
    label: 'Deck B',
  });
  const deckC = await cachedDeck('split-300x400x300-stored.pptx', { slides: 300, width: 400, height: 300, pngEvery: 0, label: 'Deck C' });
  const inputs = statSync(deckA).size + statSync(deckB).size;
  log(
    `inputs: ${mb(statSync(deckA).size)} + ${mb(statSync(deckB).size)} (40 slides each), 300-slide deck ${mb(statSync(deckC).size)}; ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const child = await bundleChild();
  log(
    child ? 'children: the tools bundled with esbuild, run by plain Node' : 'children: esbuild unavailable, run through tsx (+~35 MB RSS)',
  );
  const workDir = mkdtempSync(join(tmpdir(), 'deckhand-bench-pptx-run-'));
  try {
    const join1 = runInChild(child, 'join', [deckA, deckB], workDir);
    const refMs = zipReferenceMs(join1.output);
    const ratio = join1.ms / refMs;
    const rssShare = join1.maxRssBytes / inputs;
    log(`pptx.join: ${(join1.ms / 1000).toFixed(2)} s → ${mb(statSync(join1.output).size)}, ${String(join1.metadata.slides)} slides`);
    log(
      `zip -q -r (same parts, pictures stored): ${(refMs / 1000).toFixed(2)} s; ratio ${ratio.toFixed(2)}× (target ≤ 2×) ${ratio <= 2 ? 'OK' : 'MISSED'}`,
    );
    log(
      `join peak RSS: ${mb(join1.maxRssBytes)} = ${(rssShare * 100).toFixed(1)} % of ${mb(inputs)} input (target < 25 %) ${rssShare < 0.25 ? 'OK' : 'MISSED'}`,
    );
    log(
      `  of which private memory (RssAnon, sampled peak): ${mb(join1.maxAnonBytes)} = ${((join1.maxAnonBytes / inputs) * 100).toFixed(1)} %; the rest is Node's shared code pages`,
    );
    rmSync(join1.output, { force: true });

    const split = runInChild(child, 'split', [deckC], workDir);
    log(
      `pptx.split of 300 slides: ${(split.ms / 1000).toFixed(2)} s (${(split.ms / 300).toFixed(0)} ms/slide) → ${mb(statSync(split.output).size)}, ` +
        `peak RSS ${mb(split.maxRssBytes)}, private ${mb(split.maxAnonBytes)} — flat: the same as for the 467 MB merge`,
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.env[CHILD_ENV] === '1' && process.argv[2] === '--child') {
  const [, , , tool = '', workDir = '', ...inputs] = process.argv;
  await childMain(tool, workDir, inputs);
}
