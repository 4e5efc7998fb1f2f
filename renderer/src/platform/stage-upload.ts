import type { StagedFile } from '../../../shared/contract/ipc';
import { deckhandError, errorFromBody } from './deckhand-error';

/**
 * Sends one file to the web host (`PUT /api/stage`), the browser's stand-in for a path on disk. XMLHttpRequest
 * because fetch still cannot report upload progress.
 */
export function uploadForStaging(
  file: File,
  options: { token: string; onProgress(sentBytes: number, totalBytes: number): void },
): Promise<StagedFile> {
  const params = new URLSearchParams({ name: file.name });
  if (options.token) params.set('token', options.token);
  const url = `/api/stage?${params.toString()}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.addEventListener('progress', (event) => options.onProgress(event.loaded, event.lengthComputable ? event.total : file.size));
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromBody(xhr.status, xhr.responseText));
        return;
      }
      try {
        const staged = JSON.parse(xhr.responseText) as StagedFile;
        if (typeof staged.path !== 'string' || typeof staged.size !== 'number') throw new Error('not a StagedFile');
        options.onProgress(file.size, file.size);
        resolve(staged);
      } catch {
        reject(deckhandError('internal_error', 'The Deckhand host sent an unreadable answer to an upload.'));
      }
    });
    xhr.addEventListener('error', () =>
      reject(deckhandError('disconnected', `“${file.name}” could not be uploaded: the connection to Deckhand failed.`)),
    );
    xhr.addEventListener('abort', () => reject(deckhandError('cancelled', `The upload of “${file.name}” was cancelled.`)));
    xhr.send(file);
  });
}
