/**
 * Walks the tool registry: every registered tool has each of its facts (the name of its output, its SDK result shape,
 * its timeout class, the programs it needs, how its files are inspected, its panel or why it has none, how its result
 * is previewed, what a recipe step of it makes, whether its ZIP is extracted, the engine's checks at intake) and, when
 * it runs locally, an engine module registering it. Every table the processes use is derived from these, so a
 * missing fact must fail here instead of falling back silently. It runs in the fast suite, so it looks for no program
 * on the machine (tool-programs.test.ts does).
 */
import { describe, expect, it } from 'vitest';
import { PANELS } from '../../renderer/src/app/panel-registry';
import { inspectorOf } from '../../renderer/src/shared/panel/deck-inspection';
import type { Panel } from '../../renderer/src/shared/panel/panel-definition';
import { panelToolTypes } from '../../renderer/src/shared/panel/panel-tool';
import { TIMEOUT_CLASS_MS } from '../../main/engine/engine-options';
import { SDK_RESULT_SHAPES } from '../../main/engine/http/v1/sdk-results';
import { PROGRAM_PROBES, TOOL_REQUIREMENTS } from '../../main/engine/tools/availability';
import { TOOL_LOADERS } from '../../main/engine/tools/registry';
import { PRECHECKS } from '../../main/engine/intake/tool-prechecks';
import { PREVIEWS } from '../../renderer/src/features/tasks/result-preview';
import { CATALOG, describeTool, type ToolDefinition } from '../../shared/tools/catalog';
import { TASK_CHECK_NAMES } from '../../shared/tools/tool-definition';

interface Registries {
  panels: readonly Panel[];
  loaders: Readonly<Record<string, unknown>>;
}

const REAL: Registries = { panels: PANELS, loaders: TOOL_LOADERS };

const show = (value: unknown): string => JSON.stringify(value) ?? 'undefined';

const known = (table: object, key: unknown): boolean => typeof key === 'string' && Object.hasOwn(table, key);

const FACTS = [
  'outputSuffix',
  'sdkResult',
  'timeout',
  'requires',
  'inspect',
  'panel',
  'preview',
  'recipeOutput',
  'extractable',
  'intakeChecks',
] as const;

/** What is wrong with the facts on what a result is and how it goes on (preview, recipe step, extraction, checks). */
function resultFactProblems(definition: ToolDefinition, fact: Record<string, unknown>, lacks: (what: string) => void): void {
  if (fact.preview !== undefined && !known(PREVIEWS, fact.preview)) {
    lacks(`preview ${show(fact.preview)} has no view in renderer/src/features/tasks/result-preview.tsx`);
  }
  const recipe = fact.recipeOutput;
  if (recipe !== undefined && recipe !== 'as-output') {
    const zipEntries = typeof recipe === 'object' && recipe !== null && 'zipEntries' in recipe ? recipe.zipEntries : undefined;
    const changesKind = typeof recipe === 'object' && recipe !== null && 'changesKind' in recipe ? recipe.changesKind : undefined;
    if (typeof zipEntries === 'function') {
      if (definition.output.kind !== 'zip') lacks('recipeOutput names ZIP entries but its output is no ZIP');
    } else if (typeof changesKind === 'object' && changesKind !== null) {
      if (definition.output.kind !== 'file' || definition.output.extension)
        lacks('recipeOutput changes the kind of an output that names its own');
    } else lacks(`recipeOutput ${show(recipe)} is neither 'as-output', { zipEntries } nor { changesKind }`);
  }
  if (fact.extractable !== undefined && typeof fact.extractable !== 'boolean') lacks('extractable is not true or false');
  if (fact.extractable === true && definition.output.kind !== 'zip') lacks('extractable but its output is no ZIP');
  const checks = fact.intakeChecks as { precheck?: unknown; task?: unknown } | undefined;
  if (checks !== undefined) {
    if (checks.precheck !== undefined && !known(PRECHECKS, checks.precheck)) {
      lacks(`precheck ${show(checks.precheck)} is not in main/engine/intake/tool-prechecks.ts`);
    }
    if (checks.task !== undefined && !(TASK_CHECK_NAMES as readonly unknown[]).includes(checks.task)) {
      lacks(`task check ${show(checks.task)} is not in main/engine/intake/task-checks.ts`);
    }
  }
}

/** What a definition lacks, each as a readable line; empty when it is complete. */
function missingFacts(definition: ToolDefinition, registries: Registries = REAL): string[] {
  const problems: string[] = [];
  const fact = definition as unknown as Record<string, unknown>;
  const lacks = (what: string) => problems.push(`${definition.type}: ${what}`);
  for (const name of FACTS) if (fact[name] === undefined) lacks(`no ${name}`);
  resultFactProblems(definition, fact, lacks);

  if (typeof fact.outputSuffix === 'string' && !/^[a-z0-9]*(-[a-z0-9]+)*$/.test(fact.outputSuffix)) {
    lacks(`output suffix "${fact.outputSuffix}" is not a lower-case word (or '' to keep the input's name)`);
  } else if (fact.outputSuffix !== undefined && typeof fact.outputSuffix !== 'string') lacks('an output suffix that is not a string');

  if (fact.sdkResult !== undefined && !known(SDK_RESULT_SHAPES, fact.sdkResult)) {
    lacks(`SDK result ${show(fact.sdkResult)} has no shape in http/v1/sdk-results.ts`);
  }
  if (fact.timeout !== undefined && !known(TIMEOUT_CLASS_MS, fact.timeout)) {
    lacks(`timeout class ${show(fact.timeout)} has no duration in engine-options.ts`);
  }
  if (fact.requires !== undefined) {
    if (!Array.isArray(fact.requires)) lacks('requires is not a list of programs');
    else
      for (const program of fact.requires as unknown[])
        if (!known(PROGRAM_PROBES, program))
          lacks(`requires ${show(program)}, which is not in main/engine/lib/process/program-registry.ts`);
  }
  if (fact.inspect !== undefined && fact.inspect !== 'deck' && fact.inspect !== 'none')
    lacks(`inspect ${show(fact.inspect)} is neither 'deck' nor 'none'`);
  if (fact.inspect === 'deck' && !definition.extensions.includes('.pptx')) lacks("inspect: 'deck' but it takes no .pptx");

  const showing = registries.panels.filter((panel) => panelToolTypes(panel).includes(definition.type));
  if (typeof fact.panel === 'string') {
    const panel = registries.panels.find((candidate) => candidate.id === fact.panel);
    if (!panel) lacks(`its panel "${fact.panel}" is not in renderer/src/app/panel-registry.ts`);
    else if (!panelToolTypes(panel).includes(definition.type)) lacks(`its panel "${fact.panel}" does not start it`);
    else {
      const inspector = inspectorOf(panel) !== undefined;
      if (panel.toolType === definition.type && inspector !== (fact.inspect === 'deck')) {
        lacks(`inspect: ${show(fact.inspect)} but its panel ${inspector ? 'reads' : 'does not read'} files as they are added`);
      }
    }
  } else if (fact.panel !== undefined) {
    const none = (fact.panel as { none?: unknown }).none;
    if (typeof none !== 'string' || none.trim() === '') lacks('"no panel" without saying why');
    if (showing.length > 0) lacks(`says it has no panel, but ${showing.map((panel) => panel.id).join(', ')} start it`);
  }

  if (definition.local && !Object.hasOwn(registries.loaders, definition.type)) {
    lacks('runs locally but has no engine module in main/engine/tools/registry.ts');
  }
  if (!definition.local && Object.hasOwn(registries.loaders, definition.type)) lacks('is cloud-only but has an engine module');
  return problems;
}

describe('the tool registry', () => {
  it('gives every registered tool each of its facts', () => {
    expect(CATALOG.flatMap((definition) => missingFacts(definition))).toEqual([]);
  });

  it('notices a tool that lacks a fact, names a wrong panel, or runs locally without an engine module', () => {
    const webp = CATALOG.find((definition) => definition.type === 'image.convertWebp')!;
    for (const name of FACTS) {
      const { [name]: _gone, ...rest } = webp;
      expect(missingFacts(rest as ToolDefinition), name).toContain(`image.convertWebp: no ${name}`);
    }
    const broken = { ...webp, outputSuffix: 'a/b', sdkResult: 'zip', timeout: 'forever', requires: ['photoshop'], inspect: 'deck' };
    expect(missingFacts(broken as unknown as ToolDefinition)).toEqual([
      "image.convertWebp: output suffix \"a/b\" is not a lower-case word (or '' to keep the input's name)",
      'image.convertWebp: SDK result "zip" has no shape in http/v1/sdk-results.ts',
      'image.convertWebp: timeout class "forever" has no duration in engine-options.ts',
      'image.convertWebp: requires "photoshop", which is not in main/engine/lib/process/program-registry.ts',
      "image.convertWebp: inspect: 'deck' but it takes no .pptx",
      `image.convertWebp: inspect: "deck" but its panel does not read files as they are added`,
    ]);
    expect(
      missingFacts({
        ...webp,
        preview: 'slideshow',
        recipeOutput: { zipEntries: () => ['.png'] },
        extractable: true,
        intakeChecks: { precheck: 'spelling', task: 'weather' },
      } as unknown as ToolDefinition),
    ).toEqual([
      'image.convertWebp: preview "slideshow" has no view in renderer/src/features/tasks/result-preview.tsx',
      'image.convertWebp: recipeOutput names ZIP entries but its output is no ZIP',
      'image.convertWebp: extractable but its output is no ZIP',
      'image.convertWebp: precheck "spelling" is not in main/engine/intake/tool-prechecks.ts',
      'image.convertWebp: task check "weather" is not in main/engine/intake/task-checks.ts',
    ]);
    expect(missingFacts({ ...webp, recipeOutput: { fanOut: true } } as unknown as ToolDefinition)).toEqual([
      `image.convertWebp: recipeOutput {"fanOut":true} is neither 'as-output', { zipEntries } nor { changesKind }`,
    ]);
    expect(missingFacts({ ...webp, panel: 'resize' })).toEqual(['image.convertWebp: its panel "resize" does not start it']);
    expect(missingFacts({ ...webp, panel: { none: 'hidden' } })).toEqual(['image.convertWebp: says it has no panel, but webp start it']);
    expect(missingFacts(webp, { panels: PANELS.filter((panel) => panel.id !== 'webp'), loaders: TOOL_LOADERS })).toHaveLength(1);
    expect(missingFacts(webp, { panels: PANELS, loaders: {} })).toEqual([
      'image.convertWebp: runs locally but has no engine module in main/engine/tools/registry.ts',
    ]);
  });

  it('has no engine module, and no panel tool, without a registered definition', () => {
    const types = new Set(CATALOG.map((definition) => definition.type));
    expect(Object.keys(TOOL_LOADERS).filter((type) => !types.has(type))).toEqual([]);
    expect(PANELS.flatMap(panelToolTypes).filter((type) => !types.has(type))).toEqual([]);
    // Each panel is the one its tools' definitions name.
    for (const panel of PANELS) {
      for (const type of panelToolTypes(panel)) expect(CATALOG.find((definition) => definition.type === type)?.panel, type).toBe(panel.id);
    }
  });

  it('loads each engine module and finds it registering the type it is listed under, with its run function', async () => {
    for (const [type, load] of Object.entries(TOOL_LOADERS)) {
      const { engineTool } = await load();
      expect(engineTool.type, type).toBe(type);
      expect(typeof engineTool.run, type).toBe('function');
    }
  });

  it('serves each tool as the service descriptor only: its other facts stay in the app', () => {
    const types = CATALOG.map((entry) => entry.type);
    expect(new Set(types).size).toBe(types.length);
    const served = [
      'type',
      'title',
      'summary',
      'extensions',
      'mimeTypes',
      'minFiles',
      'maxFiles',
      'maxFileBytes',
      'params',
      'output',
      'local',
    ];
    for (const entry of CATALOG) {
      const descriptor = describeTool(entry);
      expect(Object.keys(descriptor).sort(), entry.type).toEqual([...served].sort());
      expect(descriptor.params.type, entry.type).toBe('object');
      expect(JSON.parse(JSON.stringify(descriptor))).toEqual(descriptor);
    }
    expect(describeTool(CATALOG.find((e) => e.type === 'translation')!).params).toMatchObject({ required: ['from', 'to'] });
  });

  it('lists every type of DeckFlow’s service', () => {
    const types = CATALOG.map((entry) => entry.type);
    // The service spec's types (docs/service-api.md and issue #14); the engine may run more.
    for (const type of [
      'pptx.join',
      'pptx.split',
      'html.buildPlayer',
      'file.compress',
      'image.resize',
      'pptx.embedFonts',
      'video.compress',
      'convertor.ppt2pdf',
      'pptx.getFontInfo',
      'pptx.getTextShapes',
      'pptx.parse',
      'pdf.parse',
      'docx.parseTextAndImage',
      'image.convertWebp',
      'image.ocr',
      'convertor.ppt2image',
      'convertor.pdf2image',
      'convertor.doc2pdf',
      'convertor.ppt2pptx',
      'convertor.ppt2video',
      'convertor.keynote2pdf',
      'convertor.keynote2image',
      'convertor.html2png',
      'convertor.markdown2png',
      'convertor.html2pptx',
      'generation',
      'translation',
      'revamp',
    ]) {
      expect(types).toContain(type);
    }
  });
});

describe('what the tools need from the machine', () => {
  it('probes, for each tool, the programs its definition names, so GET /tools/types can say what to install', () => {
    for (const definition of CATALOG) {
      expect(TOOL_REQUIREMENTS[definition.type] ?? [], definition.type).toEqual(
        definition.requires.map((program) => PROGRAM_PROBES[program]),
      );
    }
    expect(TOOL_REQUIREMENTS['convertor.ppt2video']).toHaveLength(4);
  });
});
