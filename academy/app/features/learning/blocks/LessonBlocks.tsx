import type { LessonBlock } from '@common/schemas/academy-blocks';
import { LectioDivinaBlock } from './LectioDivinaBlock';
import { AttachmentBlock, ImageBlock, ScriptureBlock, TextBlock } from './StaticBlocks';
import { VideoBlock, type TrackedVideoProps } from './VideoBlock';
import styles from './Blocks.module.css';

/** A lesson's blocks in order, each by its type (common/schemas/academy-blocks.ts). */
export function LessonBlocks({
  blocks,
  ...context
}: { blocks: readonly LessonBlock[] } & TrackedVideoProps) {
  // Only the first uploaded video is followed: a lesson keeps one video position.
  const trackedIndex = blocks.findIndex(
    (block) => block.type === 'video' && block.source.kind === 'file',
  );
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'text':
            return <TextBlock key={index} block={block} />;
          case 'scripture':
            return <ScriptureBlock key={index} block={block} />;
          case 'image':
            return <ImageBlock key={index} block={block} courseId={context.courseId} />;
          case 'video':
            return (
              <VideoBlock
                key={index}
                block={block}
                {...context}
                track={context.track && index === trackedIndex}
                startAt={index === trackedIndex ? context.startAt : 0}
              />
            );
          case 'attachment':
            return <AttachmentBlock key={index} block={block} courseId={context.courseId} />;
          case 'prompts':
            // The lesson's questions are answered in its reflection, after the lesson.
            return null;
          case 'lectioDivina':
            return <LectioDivinaBlock key={index} block={block} index={index} />;
        }
      })}
    </div>
  );
}
