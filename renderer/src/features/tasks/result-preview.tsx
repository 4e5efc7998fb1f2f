import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PreviewFacts } from '../../../../shared/contract/preview';
import type { Task } from '../../../../shared/contract/service';
import { findTool } from '../../../../shared/tools/catalog';
import type { PreviewKind } from '../../../../shared/tools/tool-definition';
import { deckhand } from '../../shared/bridge';
import { queryKeys } from '../../shared/query-keys';
import { ArchivePreview } from '../../shared/ui/preview/archive-preview';
import { BeforeAfterPages } from '../../shared/ui/preview/before-after-pages';
import { PageGallery } from '../../shared/ui/preview/page-gallery';
import { PictureCompare, VideoPreview } from '../../shared/ui/preview/picture-compare';
import { useT } from '../../i18n/i18n';

/** How the task's definition says its result is shown; a type no definition knows shows its output. */
function previewKindOf(type: string | undefined): PreviewKind {
  return (type === undefined ? undefined : findTool(type)?.preview) ?? 'output';
}

/** The facts a preview needs; a package's picture preview (Compress) also measures its largest picture before and after. */
export function usePreviewFacts(task: Task | undefined) {
  const id = task?.id ?? '';
  const packagePicture = previewKindOf(task?.type) === 'package-picture';
  return useQuery<PreviewFacts>({
    queryKey: queryKeys.previewFacts(id),
    queryFn: () => deckhand().tasks.previewFacts(id, packagePicture ? { packagePicture } : undefined),
    enabled: task?.status === 'completed',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

interface PreviewProps {
  task: Task;
  facts: PreviewFacts;
}

/** The result as it is: its pages, the video, a ZIP's list. */
function OutputPreview(props: PreviewProps) {
  const t = useT();
  const { task, facts } = props;
  const api = deckhand();
  const noun = /\.(pdf|docx?|odt|rtf)$/i.test(facts.fileName) ? 'Page' : 'Slide';
  if (facts.output === 'video')
    return <VideoPreview url={api.previewUrl(task.id, 'output')} title={t('task.videoOf', { name: facts.fileName })} />;
  if (facts.output === 'pages') return <PageGallery taskId={task.id} fileName={facts.fileName} kind={noun} />;
  if (facts.archive) return <ArchivePreview taskId={task.id} fileName={facts.fileName} archive={facts.archive} />;
  // Pictures are shown by the tool's own result view (the picture with its facts).
  return null;
}

/** Each slide of the deck it was made from beside the result's (Translate, Revamp). */
function SlidesBeforeAfter(props: PreviewProps) {
  const { task, facts } = props;
  const input = facts.inputs[0];
  if (facts.output !== 'pages') return <OutputPreview {...props} />;
  return (
    <BeforeAfterPages task={task} inputName={input?.name ?? task.name} outputName={facts.fileName} inputHere={input?.kind === 'pages'} />
  );
}

/** The picture sent beside the one made (Resize). */
function PictureBeforeAfter(props: PreviewProps) {
  const t = useT();
  const { task, facts } = props;
  const api = deckhand();
  const input = facts.inputs[0];
  if (facts.output !== 'picture') return <OutputPreview {...props} />;
  return (
    <PictureCompare
      before={
        input?.kind === 'picture'
          ? { url: api.previewUrl(task.id, 'input-0'), alt: t('task.pictureBefore', { name: input.name }), bytes: input.size }
          : null
      }
      after={{ url: api.previewUrl(task.id, 'output'), alt: t('task.pictureAfter', { name: facts.fileName }), bytes: facts.size }}
    />
  );
}

/** A package's largest picture before and after (Compress). */
function PackagePicture(props: PreviewProps) {
  const t = useT();
  const { task, facts } = props;
  const api = deckhand();
  const picture = facts.packagePicture;
  if (!picture || picture.after === null) return <p className="field__hint">{t('task.noPictureToCompare')}</p>;
  return (
    <PictureCompare
      title={t('task.largestPicture', { name: picture.entry.split('/').pop() ?? picture.entry })}
      before={
        picture.before !== null
          ? { url: api.previewUrl(task.id, 'input-picture'), alt: t('task.largestBefore'), bytes: picture.before }
          : null
      }
      after={{ url: api.previewUrl(task.id, 'output-picture'), alt: t('task.largestAfter'), bytes: picture.after }}
    />
  );
}

/** The view of each preview kind a definition may name (`preview`). */
export const PREVIEWS: Readonly<Record<PreviewKind, (props: PreviewProps) => ReactNode>> = {
  output: OutputPreview,
  'slides-before-after': SlidesBeforeAfter,
  'picture-before-after': PictureBeforeAfter,
  'package-picture': PackagePicture,
};

function Preview(props: PreviewProps) {
  const View = PREVIEWS[previewKindOf(props.task.type)];
  return <View {...props} />;
}

/** What a completed result looks like, before it is saved: pages, before/after, the picture, the video. */
export function ResultPreview(props: { task: Task; facts: PreviewFacts | undefined; error: Error | null }) {
  const t = useT();
  if (props.error) return <p className="field__hint">{t('task.noPreview', { reason: props.error.message })}</p>;
  if (!props.facts) return null;
  const body = <Preview task={props.task} facts={props.facts} />;
  return (
    <section className="result-preview" aria-label={`Preview of ${props.facts.fileName}`}>
      {body}
    </section>
  );
}
