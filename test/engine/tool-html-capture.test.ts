import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as htmlToPng } from '../../main/engine/tools/html2png';
import { run as markdownToPng } from '../../main/engine/tools/markdown2png';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { cleanupWorkDirs, newWorkDir, runTool } from '../helpers/tool-harness';

const HTML_DEFAULTS = { scale: 1, fullPage: false, width: 1280, height: 720, allowScripts: false } as const;

async function pixel(file: string | Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

let engine: TestEngine;
let server: Server;
let requests = 0;
let serverUrl: string;

beforeAll(async () => {
  engine = await startTestEngine();
  server = createServer((_req, res) => {
    requests++;
    res.writeHead(200, { 'content-type': 'image/svg+xml' });
    res.end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="lime"/></svg>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await engine?.close();
  await new Promise((resolve) => server?.close(resolve));
  await cleanupWorkDirs();
});

describe('convertor.html2png', () => {
  it('captures the viewport at the asked size and scale, a box of a known colour where the page put it', async () => {
    const dir = await newWorkDir();
    const page = join(dir, 'box.html');
    await writeFile(
      page,
      '<body style="margin:0;background:#fff"><div style="position:absolute;left:100px;top:50px;width:200px;height:100px;background:rgb(0,128,255)"></div></body>',
    );
    const { output } = await runTool(htmlToPng, [{ path: page }], { ...HTML_DEFAULTS, width: 640, height: 360, scale: 2 });
    const meta = await sharp(output.path).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1280, 720]);
    expect(output.metadata).toMatchObject({ width: 1280, height: 720, truncated: false });
    expect(await pixel(output.path, 400, 200)).toEqual([0, 128, 255]);
    expect(await pixel(output.path, 100, 50)).toEqual([255, 255, 255]);
    expect(output.fileName).toBe('box.png');
  });

  it('captures the whole page with fullPage', async () => {
    const dir = await newWorkDir();
    const page = join(dir, 'tall.html');
    await writeFile(
      page,
      '<body style="margin:0"><div style="height:2000px;background:#ffffff"></div><div style="height:500px;background:#00ff00"></div></body>',
    );
    const { output } = await runTool(htmlToPng, [{ path: page }], { ...HTML_DEFAULTS, width: 400, height: 300, fullPage: true });
    const meta = await sharp(output.path).metadata();
    expect([meta.width, meta.height]).toEqual([400, 2500]);
    expect(await pixel(output.path, 200, 2400)).toEqual([0, 255, 0]);
  });

  it('keeps the network and local files out of reach, and runs scripts only when allowed', async () => {
    const dir = await newWorkDir();
    const local = join(dir, 'local.png');
    await sharp({ create: { width: 50, height: 50, channels: 3, background: '#ff00ff' } })
      .png()
      .toFile(local);
    const html = `<body style="margin:0;background:#fff">
      <img src="${serverUrl}/remote.svg" style="position:absolute;left:0;top:0;width:50px;height:50px">
      <img src="file://${local}" style="position:absolute;left:60px;top:0;width:50px;height:50px">
      <div style="position:absolute;left:0;top:100px;width:50px;height:50px;background:url(${serverUrl}/bg.svg)"></div>
      <div id="s" style="position:absolute;left:120px;top:0;width:50px;height:50px;background:#000"></div>
      <script>document.getElementById('s').style.background = '#ff8000'; fetch('${serverUrl}/script');</script></body>`;
    const before = requests;
    const off = await runTool(htmlToPng, [], { ...HTML_DEFAULTS, width: 200, height: 200, html });
    expect(await pixel(off.output.path, 25, 25)).toEqual([255, 255, 255]);
    expect(await pixel(off.output.path, 85, 25)).toEqual([255, 255, 255]);
    expect(await pixel(off.output.path, 25, 125)).toEqual([255, 255, 255]);
    expect(await pixel(off.output.path, 145, 25)).toEqual([0, 0, 0]);
    const on = await runTool(htmlToPng, [], { ...HTML_DEFAULTS, width: 200, height: 200, html, allowScripts: true });
    expect(await pixel(on.output.path, 145, 25)).toEqual([255, 128, 0]);
    expect(await pixel(on.output.path, 25, 25)).toEqual([255, 255, 255]);
    expect(requests - before).toBe(0);
  });

  it('takes the page in the html param through the engine, with no file', async () => {
    const { task, output } = await runTask(
      engine,
      {
        type: 'convertor.html2png',
        files: [],
        params: { html: '<body style="margin:0;background:rgb(10,200,30)"></body>', width: 300, height: 200 },
      },
      { timeoutMs: 120_000 },
    );
    expect(task.status).toBe('completed');
    expect(await sharp(output!).metadata()).toMatchObject({ width: 300, height: 200, format: 'png' });
    expect(await pixel(output!, 150, 100)).toEqual([10, 200, 30]);
  });
});

describe('convertor.markdown2png', () => {
  const MARKDOWN = '# Quarterly Report\n\nRevenue grew in every region.\n\n- North\n- South\n';

  it('renders the document in the light and dark themes at pageWidth × scale, its text readable', async () => {
    const dir = await newWorkDir();
    const file = join(dir, 'report.md');
    await writeFile(file, MARKDOWN);
    const light = await runTool(markdownToPng, [{ path: file }], { scale: 2, theme: 'light', pageWidth: 700 });
    const meta = await sharp(light.output.path).metadata();
    expect(meta.width).toBe(1400);
    expect(meta.height).toBeGreaterThan(300);
    expect(await pixel(light.output.path, 5, 5)).toEqual([255, 255, 255]);
    const ocr = execFileSync('tesseract', [light.output.path, 'stdout'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    expect(ocr).toContain('Quarterly Report');
    expect(ocr).toContain('Revenue grew in every region.');

    const dark = await runTool(markdownToPng, [], { scale: 1, theme: 'dark', pageWidth: 500, markdown: MARKDOWN });
    expect((await sharp(dark.output.path).metadata()).width).toBe(500);
    expect(await pixel(dark.output.path, 3, 3)).toEqual([0x0d, 0x11, 0x17]);
    expect(dark.output.fileName).toBe('document.png');
  });
});
