/**
 * Everything an engine's `POST /tools/inspect?aspects=thumbnails` answer carried, through core's client: the outcome,
 * each line as it came (`pages N`, `page N`) and the pictures in page order.
 */
import { inspectThumbnails, type PageThumbnail, type ThumbnailOutcome } from '../../main/core/service-client/engine-extras';
import type { ServiceClient } from '../../main/core/service-client/service-client';

export interface ThumbnailStream {
  outcome: ThumbnailOutcome;
  lines: string[];
  pictures: PageThumbnail[];
}

export async function thumbnailStream(client: ServiceClient, path: string, name: string): Promise<ThumbnailStream> {
  const lines: string[] = [];
  const pictures: PageThumbnail[] = [];
  const outcome = await inspectThumbnails(
    client,
    { path, name },
    {
      onPages: (pages) => lines.push(`pages ${pages}`),
      onThumbnail: (thumbnail) => {
        lines.push(`page ${thumbnail.page}`);
        pictures.push(thumbnail);
      },
    },
  );
  return { outcome, lines, pictures: pictures.sort((a, b) => a.page - b.page) };
}
