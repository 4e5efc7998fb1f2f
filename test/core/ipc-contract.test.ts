/**
 * Pins the IPC contract at the type level (Podman Desktop style): a wrong channel or payload must not
 * compile. `tsc -p tsconfig.node.json` checks the @ts-expect-error lines; vitest runs the runtime half.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { IpcEventMessage } from '../../main/core/event-bus';
import type { IpcHandlers, IpcRouter } from '../../main/core/ipc-router';
import { ipcRequestSchemas } from '../../main/core/ipc-schemas';
import type { DeckhandApi } from '../../shared/contract/bridge';
import type {
  ExtractOutcome,
  IpcChannel,
  IpcEventName,
  IpcRequests,
  IpcResult,
  SaveOutcome,
  Settings,
  StagedFile,
  TaskPage,
} from '../../shared/contract/ipc';
import type { WsEventFrame, WsRequestFrame } from '../../shared/contract/ws-protocol';
import type { Task, TaskError, ToolDescriptor } from '../../shared/contract/service';

// Never called: only type-checked.
function compileTimeChecks(router: IpcRouter): void {
  void router.invoke('tasks:get', { id: 'x' });
  void router.invoke('app:info', undefined);
  // @ts-expect-error unknown channel
  void router.invoke('tasks:nuke', {});
  // @ts-expect-error wrong payload type
  void router.invoke('tasks:get', { id: 1 });
  // @ts-expect-error missing field
  void router.invoke('tasks:list', { startIndex: 0 });
  // @ts-expect-error a payload on a channel that takes none
  void router.invoke('settings:get', { x: 1 });

  const handlers = {} as IpcHandlers;
  // @ts-expect-error a handler must answer the channel's response type
  handlers['tasks:get'] = () => Promise.resolve({ kind: 'saved', path: '/x' } as SaveOutcome);
  // @ts-expect-error the schema map must cover exactly the contract's channels
  ipcRequestSchemas['tasks:nuke'] = ipcRequestSchemas['tasks:get'];
}

describe('IPC contract types', () => {
  it('maps channels to request and response types', () => {
    expectTypeOf<IpcRequests['tasks:get']['response']>().toEqualTypeOf<Task>();
    expectTypeOf<IpcRequests['tasks:list']['response']>().toEqualTypeOf<TaskPage>();
    expectTypeOf<IpcRequests['tools:list']['response']>().toEqualTypeOf<ToolDescriptor[]>();
    expectTypeOf<IpcRequests['files:describe']['response']>().toEqualTypeOf<StagedFile[]>();
    expectTypeOf<IpcRequests['settings:update']['request']>().toEqualTypeOf<Partial<Settings>>();
    expectTypeOf<Parameters<IpcHandlers['tasks:save']>[0]>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<ReturnType<IpcHandlers['tasks:save']>>().toEqualTypeOf<Promise<SaveOutcome>>();
    expectTypeOf<IpcRequests['tasks:extract']['request']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<IpcRequests['tasks:extract']['response']>().toEqualTypeOf<ExtractOutcome>();
    expectTypeOf<IpcRequests['files:open']['request']>().toEqualTypeOf<{ path: string }>();
    expectTypeOf<ReturnType<IpcRouter['invoke']>>().toEqualTypeOf<Promise<IpcResult<IpcRequests[IpcChannel]['response']>>>();
  });

  it('types the result envelope and the pushed events', () => {
    expectTypeOf<IpcResult<number>>().toEqualTypeOf<{ ok: true; value: number } | { ok: false; error: TaskError }>();
    expectTypeOf<Extract<IpcEventMessage, { event: 'task:update' }>['payload']>().toEqualTypeOf<Task>();
    expectTypeOf<IpcEventMessage['event']>().toEqualTypeOf<IpcEventName>();
    expectTypeOf<WsEventFrame<'task:removed'>['payload']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<WsRequestFrame<'tasks:delete'>['payload']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<Parameters<DeckhandApi['on']>[0]>().toEqualTypeOf<IpcEventName>();
    expectTypeOf(compileTimeChecks).toBeFunction();
  });

  it('has a runtime schema for exactly the contract channels', () => {
    expectTypeOf<keyof typeof ipcRequestSchemas>().toEqualTypeOf<IpcChannel>();
    const channels: Record<IpcChannel, true> = {
      'app:info': true,
      'tools:list': true,
      'files:describe': true,
      'files:pick': true,
      'files:showInFolder': true,
      'tasks:submit': true,
      'tasks:get': true,
      'tasks:list': true,
      'tasks:delete': true,
      'tasks:save': true,
      'settings:get': true,
      'settings:update': true,
      'keys:setCloudKey': true,
      'keys:setServerKey': true,
      'tasks:preview': true,
      'tasks:readText': true,
      'tasks:previewFacts': true,
      'tasks:pages': true,
      'tasks:largePage': true,
      'tasks:saveAll': true,
      'tasks:cancel': true,
      'tasks:retry': true,
      'tasks:handOn': true,
      'tasks:clearFinished': true,
      'files:inspectDeck': true,
      'files:thumbnails': true,
      'files:cancelThumbnails': true,
      'fonts:search': true,
      'fonts:preview': true,
      'settings:chooseSaveFolder': true,
      'backend:test': true,
      'engine:usage': true,
      'files:open': true,
      'tasks:extract': true,
      'translation:providers': true,
      'translation:setProvider': true,
      'recipes:list': true,
      'recipes:save': true,
      'recipes:delete': true,
      'recipes:run': true,
      'recipes:runs': true,
      'recipes:cancel': true,
      'recipes:retry': true,
      'recipes:saveAll': true,
      'recipes:dismiss': true,
      'recipes:pickFolder': true,
      'watch:list': true,
      'watch:add': true,
      'watch:remove': true,
      'watch:pause': true,
      'watch:resume': true,
    };
    expect(Object.keys(ipcRequestSchemas).sort()).toEqual(Object.keys(channels).sort());
  });
});
