import { useQuery } from '@tanstack/react-query';
import type { PreviewFacts } from '../../../../shared/contract/preview';
import type { Task } from '../../../../shared/contract/service';
import { deckhand } from '../../shared/bridge';
import { queryKeys } from '../../shared/query-keys';
import { BeforeAfterPages } from '../../shared/ui/preview/before-after-pages';
import { PageGallery } from '../../shared/ui/preview/page-gallery';
import { PictureCompare, VideoPreview } from '../../shared/ui/preview/picture-compare';

/** Tools whose result is shown against the deck it was made from, slide by slide. */
const SLIDES_BEFORE_AFTER = new Set(['translation', 'revamp']);

/** The facts a preview needs; Compress also measures the deck's largest picture before and after. */
export function usePreviewFacts(task: Task | undefined) {
  const id = task?.id ?? '';
  const packagePicture = task?.type === 'file.compress';
  return useQuery<PreviewFacts>({
    queryKey: queryKeys.previewFacts(id),
    queryFn: () => deckhand().tasks.previewFacts(id, packagePicture ? { packagePicture } : undefined),
    enabled: task?.status === 'completed',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

function Preview(props: { task: Task; facts: PreviewFacts }) {
  const { task, facts } = props;
  const api = deckhand();
  const input = facts.inputs[0];
  const noun = /\.(pdf|docx?|odt|rtf)$/i.test(facts.fileName) ? 'Page' : 'Slide';
  if (SLIDES_BEFORE_AFTER.has(task.type) && facts.output === 'pages') {
    return (
      <BeforeAfterPages task={task} inputName={input?.name ?? task.name} outputName={facts.fileName} inputHere={input?.kind === 'pages'} />
    );
  }
  if (task.type === 'image.resize' && facts.output === 'picture') {
    return (
      <PictureCompare
        before={
          input?.kind === 'picture' ? { url: api.previewUrl(task.id, 'input-0'), alt: `${input.name}, before`, bytes: input.size } : null
        }
        after={{ url: api.previewUrl(task.id, 'output'), alt: `${facts.fileName}, after`, bytes: facts.size }}
      />
    );
  }
  if (task.type === 'file.compress') {
    const picture = facts.packagePicture;
    if (!picture || picture.after === null) return <p className="field__hint">This file holds no picture to compare.</p>;
    return (
      <PictureCompare
        title={`Its largest picture (${picture.entry.split('/').pop() ?? picture.entry}):`}
        before={
          picture.before !== null
            ? { url: api.previewUrl(task.id, 'input-picture'), alt: 'The largest picture, before', bytes: picture.before }
            : null
        }
        after={{ url: api.previewUrl(task.id, 'output-picture'), alt: 'The largest picture, after', bytes: picture.after }}
      />
    );
  }
  if (facts.output === 'video') return <VideoPreview url={api.previewUrl(task.id, 'output')} title={`Video ${facts.fileName}`} />;
  if (facts.output === 'pages') return <PageGallery taskId={task.id} fileName={facts.fileName} kind={noun} />;
  // Pictures are shown by the tool's own result view (the picture with its facts).
  return null;
}

/** What a completed result looks like, before it is saved: pages, before/after, the picture, the video. */
export function ResultPreview(props: { task: Task; facts: PreviewFacts | undefined; error: Error | null }) {
  if (props.error) return <p className="field__hint">No preview: {props.error.message}</p>;
  if (!props.facts) return null;
  const body = <Preview task={props.task} facts={props.facts} />;
  return (
    <section className="result-preview" aria-label={`Preview of ${props.facts.fileName}`}>
      {body}
    </section>
  );
}
