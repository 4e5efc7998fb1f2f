/**
 * A task whose files are other tasks' results, left where they are: the local engine's JSON create with `inputs`
 * (main/engine/http/task-inputs-intake.ts). Recipes use it between steps so intermediates never come back to this
 * process; DeckFlow's cloud has no such create, so there a recipe downloads and uploads instead.
 */
import type { Task } from '../../../shared/contract/service';
import { FRESH_CONNECTION } from './http-agents';
import { ensureOk, openRequest, readJson, waitForResponse } from './http-request';
import { abortedError } from './service-error';
import type { ServiceClient } from './service-client';
import { parseTask } from './task-shape';

export interface ResultInput {
  task: string;
  /** A file inside the task's ZIP result (a split's deck, a rendered slide); absent = the whole result. */
  entry?: string;
  /** 1-based: the task's own input (kept by a task that failed) instead of its result. */
  input?: number;
}

export interface ResultInputsRequest {
  type: string;
  params?: Record<string, unknown>;
  inputs: ResultInput[];
  name?: string;
}

export async function createTaskFromResults(client: ServiceClient, request: ResultInputsRequest, signal?: AbortSignal): Promise<Task> {
  if (signal?.aborted) throw abortedError();
  const body = Buffer.from(
    JSON.stringify({
      type: request.type,
      params: request.params ?? {},
      inputs: request.inputs,
      ...(request.name === undefined ? {} : { name: request.name }),
    }),
  );
  const httpRequest = openRequest({
    method: 'POST',
    url: client.url('/tools/tasks'),
    headers: {
      authorization: client.authorization,
      accept: 'application/json',
      'content-type': 'application/json',
      'content-length': String(body.length),
    },
    signal,
    // A create is not repeated on a reused socket the server closed meanwhile: a connection of its own.
    agent: FRESH_CONNECTION,
  });
  const pending = waitForResponse(httpRequest, client.baseUrl);
  httpRequest.end(body);
  const response = await pending;
  await ensureOk(response, client.baseUrl);
  return parseTask(await readJson(response, client.baseUrl));
}
