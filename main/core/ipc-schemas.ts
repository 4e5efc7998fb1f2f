/**
 * A runtime schema per IPC channel: the renderer is untrusted, so every payload is checked before a handler
 * sees it. The map is typed against IpcRequests, so a channel added to the contract without a schema (or a
 * schema that disagrees with the contract's types) fails to compile.
 */
import { z } from 'zod';
import type { IpcChannel, IpcRequest } from '../../shared/contract/ipc';
import { TRANSLATION_PROVIDER_IDS } from '../../shared/contract/translation';
import { httpUrlSchema } from '../../shared/contract/http-url';
import { settingsPatchSchema } from './settings-store';

/** Electron's invoke sends `undefined` for no argument; JSON transports may send `null` or nothing. */
const noPayload = z.union([z.undefined(), z.null()]).transform((): void => undefined);

const filePath = z
  .string()
  .min(1)
  .max(4096)
  .refine((value) => !value.includes('\0'), 'must not contain NUL');
const taskId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._:-]+$/, 'is not a task id');
const toolType = z.string().min(1).max(100);
/** A task's result, its input, or one deck inside its result ZIP. */
const previewSide = z.union([
  z.enum(['output', 'input']),
  z.custom<`entry-${number}`>((value) => typeof value === 'string' && /^entry-\d{1,3}$/.test(value)),
]);
const runId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9-]+$/, 'is not an id');

const stagedFile = z.object({ path: filePath, name: z.string().min(1).max(1000), size: z.number().int().nonnegative() }).strict();

type SchemaMap = { [C in IpcChannel]: z.ZodType<IpcRequest<C>, unknown> };

export const ipcRequestSchemas: SchemaMap = {
  'app:info': noPayload,
  'tools:list': noPayload,
  'files:describe': z.object({ paths: z.array(filePath).max(1000) }).strict(),
  'files:pick': z.object({ toolType }).strict(),
  'files:showInFolder': z.object({ path: filePath }).strict(),
  'tasks:submit': z
    .object({
      type: toolType,
      params: z.record(z.string(), z.unknown()),
      files: z.array(stagedFile).max(1000),
      name: z.string().max(1000).optional(),
      outputName: z.string().min(1).max(200).optional(),
      batch: z
        .object({ id: z.string().min(1).max(100), size: z.number().int().min(1).max(10_000) })
        .strict()
        .optional(),
      quiet: z.boolean().optional(),
    })
    .strict(),
  'tasks:get': z.object({ id: taskId }).strict(),
  'tasks:list': z
    .object({
      type: toolType.optional(),
      startIndex: z.number().int().nonnegative(),
      maxResults: z.number().int().min(1).max(200),
    })
    .strict(),
  'tasks:delete': z.object({ id: taskId }).strict(),
  'tasks:save': z.object({ id: taskId }).strict(),
  'settings:get': noPayload,
  'settings:update': settingsPatchSchema,
  'keys:setCloudKey': z.object({ key: z.string().max(1000), cloudBaseUrl: httpUrlSchema.optional() }).strict(),
  'keys:setServerKey': z.object({ key: z.string().max(1000), serverBaseUrl: httpUrlSchema.optional() }).strict(),
  'tasks:preview': z.object({ id: taskId }).strict(),
  'tasks:readText': z.object({ id: taskId }).strict(),
  'tasks:previewFacts': z.object({ id: taskId, packagePicture: z.boolean().optional() }).strict(),
  'tasks:pages': z.object({ id: taskId, side: previewSide, requestId: z.string().min(1).max(100) }).strict(),
  'tasks:largePage': z
    .object({ id: taskId, side: previewSide, page: z.number().int().min(1).max(100_000), longEdge: z.number().int().min(320).max(3840) })
    .strict(),
  'tasks:saveAll': z.object({ ids: z.array(taskId).min(1).max(1000) }).strict(),
  'tasks:cancel': z.object({ id: taskId }).strict(),
  'tasks:retry': z.object({ id: taskId }).strict(),
  'tasks:handOn': z.object({ id: taskId }).strict(),
  'tasks:clearFinished': noPayload,
  'files:inspectDeck': z.object({ path: filePath }).strict(),
  'files:thumbnails': z.object({ path: filePath, requestId: z.string().min(1).max(100) }).strict(),
  'files:cancelThumbnails': z.object({ requestId: z.string().min(1).max(100) }).strict(),
  'files:open': z.object({ path: filePath }).strict(),
  'tasks:extract': z.object({ id: taskId }).strict(),
  'fonts:search': z
    .object({
      query: z.string().max(200).optional(),
      category: z.string().max(50).optional(),
      limit: z.number().int().min(1).max(2000).optional(),
    })
    .strict(),
  'fonts:preview': z.object({ family: z.string().min(1).max(200) }).strict(),
  'settings:chooseSaveFolder': noPayload,
  'backend:test': z
    .object({ kind: z.enum(['local', 'cloud', 'server']), cloudBaseUrl: httpUrlSchema.optional(), serverBaseUrl: httpUrlSchema.optional() })
    .strict(),
  'engine:usage': noPayload,
  'translation:providers': noPayload,
  'translation:setProvider': z
    .object({
      id: z.enum(TRANSLATION_PROVIDER_IDS),
      baseUrl: httpUrlSchema.nullable().optional(),
      apiKey: z.string().max(1000).nullable().optional(),
      models: z
        .object({ standard: z.string().trim().min(1).max(200), pro: z.string().trim().min(1).max(200).optional() })
        .strict()
        .optional(),
      preferred: z.boolean().optional(),
    })
    .strict(),
  'recipes:list': noPayload,
  // A recipe's shape and tools are checked by the handler (shared/recipes), with messages naming the step.
  'recipes:save': z.object({ recipe: z.unknown() }).strict(),
  'recipes:delete': z.object({ name: z.string().min(1).max(200) }).strict(),
  'recipes:run': z.object({ recipe: z.unknown(), files: z.array(stagedFile).max(1000) }).strict(),
  'recipes:runs': noPayload,
  'recipes:cancel': z.object({ runId: runId }).strict(),
  'recipes:retry': z.object({ runId: runId, fileId: runId.optional() }).strict(),
  'recipes:saveAll': z.object({ runId: runId }).strict(),
  'recipes:dismiss': z.object({ runId: runId }).strict(),
  'recipes:pickFolder': noPayload,
  'watch:list': noPayload,
  'watch:add': z.object({ recipe: z.unknown() }).strict(),
  'watch:remove': z.object({ id: runId }).strict(),
  'watch:pause': z.object({ id: runId }).strict(),
  'watch:resume': z.object({ id: runId }).strict(),
};

export function isIpcChannel(value: unknown): value is IpcChannel {
  return typeof value === 'string' && Object.hasOwn(ipcRequestSchemas, value);
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
