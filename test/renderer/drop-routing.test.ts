import { describe, expect, it } from 'vitest';
import { routeDrop } from '../../renderer/src/app/drop-routing';
import { PANELS } from '../../renderer/src/app/panel-registry';
import type { Panel } from '../../renderer/src/shared/panel/panel-definition';
import { CATALOG, describeTool } from '../../shared/tools/catalog';

const tools = CATALOG.map(describeTool);

function panel(id: string, toolType: string, extra: { batch?: Panel['batch']; claimsDrop?: Panel['claimsDrop'] } = {}): Panel {
  return {
    id,
    group: 'decks',
    toolType,
    navLabel: id,
    icon: null,
    batch: 'together',
    ordered: false,
    fileNoun: ['file', 'files'],
    actionLabel: id,
    ...extra,
  };
}

const merge = panel('merge', 'pptx.join', {
  claimsDrop: (files) => files.length >= 2 && files.every((file) => file.name.endsWith('.pptx')),
});
const split = panel('split', 'pptx.split');
const compress = panel('compress', 'file.compress', { batch: 'each' });
const resize = panel('resize', 'image.resize', { batch: 'each', claimsDrop: () => true });
const video = panel('video', 'video.compress', { batch: 'each' });
const panels = [merge, split, compress, resize, video];

const file = (name: string) => ({ name, size: 100 });

describe('routeDrop', () => {
  it('sends several decks to Merge, a picture to Resize and a video to Reduce video from anywhere', () => {
    expect(routeDrop([file('a.pptx'), file('b.pptx')], undefined, panels, tools)).toEqual({ kind: 'panel', panel: merge });
    expect(routeDrop([file('photo.png')], undefined, panels, tools)).toEqual({ kind: 'panel', panel: resize });
    expect(routeDrop([file('clip.mp4')], undefined, panels, tools)).toEqual({ kind: 'panel', panel: video });
  });

  it('asks which tool for one deck, offering every panel that takes it', () => {
    const route = routeDrop([file('deck.pptx')], undefined, panels, tools);
    expect(route.kind).toBe('choose');
    expect(route.kind === 'choose' && route.panels.map((entry) => entry.id)).toEqual(['merge', 'split', 'compress']);
  });

  it('keeps files on the open panel when it takes any of them; it refuses the rest itself', () => {
    expect(routeDrop([file('deck.pptx')], split, panels, tools)).toEqual({ kind: 'panel', panel: split });
    expect(routeDrop([file('a.pptx'), file('notes.txt')], merge, panels, tools)).toEqual({ kind: 'panel', panel: merge });
    expect(routeDrop([file('notes.txt')], merge, panels, tools)).toEqual({ kind: 'panel', panel: merge });
  });

  it('says so when no panel takes the files and none is open', () => {
    const route = routeDrop([file('notes.txt')], undefined, panels, tools);
    expect(route).toEqual({ kind: 'none', message: 'No tool here takes “notes.txt”.' });
  });

  it('never routes to a tool the backend cannot run now', () => {
    const withoutVideo = tools.map((tool) => (tool.type === 'video.compress' ? { ...tool, unavailable: 'ffmpeg is missing' } : tool));
    expect(routeDrop([file('clip.mp4')], undefined, panels, withoutVideo).kind).toBe('none');
  });

  it('with every registered panel: pictures, videos and several decks still go where they did; a panel over several tools takes what any of them takes', () => {
    const id = (route: ReturnType<typeof routeDrop>) => (route.kind === 'panel' ? route.panel.id : route.kind);
    expect(id(routeDrop([file('photo.png'), file('scan.jpg')], undefined, PANELS, tools))).toBe('resize');
    expect(id(routeDrop([file('clip.mp4')], undefined, PANELS, tools))).toBe('video');
    expect(id(routeDrop([file('a.pptx'), file('b.pptx')], undefined, PANELS, tools))).toBe('merge');
    const keynote = routeDrop([file('pitch.key')], undefined, PANELS, tools);
    expect(keynote.kind === 'choose' && keynote.panels.map((panel) => panel.id)).toEqual([
      'compress',
      'translate',
      'revamp',
      'slide-pictures',
      'pdf',
      'keynote',
    ]);
    const word = routeDrop([file('notes.docx')], undefined, PANELS, tools);
    expect(word.kind === 'choose' && word.panels.map((panel) => panel.id)).toEqual([
      'compress',
      'translate',
      'create',
      'word-pdf',
      'extract',
    ]);
    const extract = PANELS.find((panel) => panel.id === 'extract');
    expect(routeDrop([file('deck.pptx')], extract, PANELS, tools)).toEqual({ kind: 'panel', panel: extract });
    expect(routeDrop([file('paper.pdf')], extract, PANELS, tools)).toEqual({ kind: 'panel', panel: extract });
  });
});
