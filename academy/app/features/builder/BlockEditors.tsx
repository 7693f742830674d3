import { useId, type ReactNode } from 'react';
import { LECTIO_DIVINA_STEPS, LESSON_BLOCK_LIMITS } from '@common/academy/blocks';
import { LECTIO_DIVINA_COPY } from '@common/copy/academy-blocks';
import { LESSON_EDITOR_COPY as COPY } from '@common/copy/academy-builder';
import type { LessonBlock, LessonBlockOf, ScripturePassage } from '@common/schemas/academy-blocks';
import { courseFileUrl, uploadFileKey, uploadIdOfFileKey } from '@common/schemas/academy-builder';
import { UPLOADS_API } from '@common/schemas/uploads';
import { formatBytes } from '@common/uploads/kinds';
import { Button } from '~/components/ui/Button';
import { FileField, useBuilderKit } from './builder-kit';
import { newPromptId } from './lesson-drafts';
import styles from './LessonEditor.module.css';

/** The fields of one block of each type; `onChange` gets the whole changed block. */
export interface BlockEditorProps<Block extends LessonBlock = LessonBlock> {
  block: Block;
  courseId: string;
  /** Keys the course already uses (saved): shown through the course's file route. */
  savedKeys: ReadonlySet<string>;
  onChange: (block: Block) => void;
}

/** Where the editor shows a file: the course's route once saved, the upload's own before. */
function previewUrl(courseId: string, key: string, savedKeys: ReadonlySet<string>) {
  if (savedKeys.has(key)) return courseFileUrl(courseId, key);
  const uploadId = uploadIdOfFileKey(key);
  return uploadId ? UPLOADS_API.file(uploadId) : null;
}

function TextInput({
  label,
  value,
  onChange,
  hint,
  multiline = false,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  multiline?: boolean;
  max?: number;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          id={id}
          className={styles.textarea}
          value={value}
          maxLength={max}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className={styles.input}
          value={value}
          maxLength={max}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

function PassageFields({
  passage,
  onChange,
}: {
  passage: ScripturePassage;
  onChange: (passage: ScripturePassage) => void;
}) {
  return (
    <>
      <div className={styles.pair}>
        <TextInput
          label={COPY.scripture.reference}
          hint={COPY.scripture.referenceHint}
          value={passage.reference}
          max={LESSON_BLOCK_LIMITS.scriptureReference}
          onChange={(reference) => onChange({ ...passage, reference })}
        />
        <TextInput
          label={COPY.scripture.translation}
          value={passage.translation}
          max={LESSON_BLOCK_LIMITS.translation}
          onChange={(translation) => onChange({ ...passage, translation })}
        />
      </div>
      <TextInput
        label={COPY.scripture.text}
        value={passage.text}
        multiline
        max={LESSON_BLOCK_LIMITS.scriptureText}
        onChange={(text) => onChange({ ...passage, text })}
      />
    </>
  );
}

function TextBlockEditor({ block, onChange }: BlockEditorProps<LessonBlockOf<'text'>>) {
  const id = useId();
  const { RichText } = useBuilderKit();
  return (
    <div className={styles.field}>
      <p id={`${id}-label`} className={styles.label}>
        {COPY.text.label}
      </p>
      <RichText
        id={`${id}-text`}
        labelId={`${id}-label`}
        prompt={COPY.text.toolbar}
        value={block.html}
        readOnly={false}
        onChange={(html) => onChange({ ...block, html })}
      />
    </div>
  );
}

function ImageBlockEditor({
  block,
  courseId,
  savedKeys,
  onChange,
}: BlockEditorProps<LessonBlockOf<'image'>>) {
  const id = useId();
  const key = block.source.kind === 'file' ? block.source.fileKey : '';
  const preview = key ? previewUrl(courseId, key, savedKeys) : null;
  return (
    <>
      {preview && <img src={preview} alt={block.alt} className={styles.preview} />}
      <FileField
        id={`${id}-file`}
        label={COPY.image.upload}
        kind="image"
        onUploaded={(upload) =>
          onChange({ ...block, source: { kind: 'file', fileKey: uploadFileKey(upload.id) } })
        }
      />
      <TextInput
        label={COPY.image.alt}
        hint={COPY.image.altHint}
        value={block.alt}
        max={LESSON_BLOCK_LIMITS.alt}
        onChange={(alt) => onChange({ ...block, alt })}
      />
      <TextInput
        label={COPY.image.caption}
        value={block.caption ?? ''}
        max={LESSON_BLOCK_LIMITS.caption}
        onChange={(caption) => onChange({ ...block, caption })}
      />
    </>
  );
}

function VideoBlockEditor({ block, onChange }: BlockEditorProps<LessonBlockOf<'video'>>) {
  const id = useId();
  const byLink = block.source.kind === 'link';
  return (
    <>
      <TextInput
        label={COPY.video.title}
        value={block.title}
        max={LESSON_BLOCK_LIMITS.videoTitle}
        onChange={(title) => onChange({ ...block, title })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{COPY.video.source}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name={`${id}-source`}
            checked={!byLink}
            onChange={() => onChange({ ...block, source: { kind: 'file', fileKey: '' } })}
          />
          {COPY.video.upload}
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name={`${id}-source`}
            checked={byLink}
            onChange={() => onChange({ ...block, source: { kind: 'link', url: '' } })}
          />
          {COPY.video.link}
        </label>
      </fieldset>
      {block.source.kind === 'link' ? (
        <TextInput
          label={COPY.video.url}
          hint={COPY.video.urlHint}
          value={block.source.url}
          max={LESSON_BLOCK_LIMITS.providerUrl}
          onChange={(url) => onChange({ ...block, source: { kind: 'link', url } })}
        />
      ) : (
        <>
          {block.source.fileKey && (
            <p className={styles.fileNote} data-testid="video-ready">
              {COPY.video.ready}
            </p>
          )}
          <FileField
            id={`${id}-file`}
            label={COPY.video.file}
            kind="video"
            onUploaded={(upload) =>
              onChange({
                ...block,
                source: { kind: 'file', fileKey: uploadFileKey(upload.id) },
                ...(upload.durationMs
                  ? { durationSeconds: Math.round(upload.durationMs / 1000) }
                  : {}),
              })
            }
          />
        </>
      )}
    </>
  );
}

function AttachmentBlockEditor({ block, onChange }: BlockEditorProps<LessonBlockOf<'attachment'>>) {
  const id = useId();
  return (
    <>
      {block.fileKey && (
        <p className={styles.fileNote} data-testid="attachment-ready">
          {block.name} · {formatBytes(block.sizeBytes)}
        </p>
      )}
      <FileField
        id={`${id}-file`}
        label={COPY.attachment.upload}
        kind="attachment"
        onUploaded={(upload) =>
          onChange({
            ...block,
            fileKey: uploadFileKey(upload.id),
            name: block.name || upload.fileName,
            sizeBytes: upload.sizeBytes,
            contentType: upload.contentType ?? '',
          })
        }
      />
      <TextInput
        label={COPY.attachment.name}
        value={block.name}
        max={LESSON_BLOCK_LIMITS.attachmentName}
        onChange={(name) => onChange({ ...block, name })}
      />
    </>
  );
}

function PromptsBlockEditor({ block, onChange }: BlockEditorProps<LessonBlockOf<'prompts'>>) {
  const setPrompt = (index: number, text: string) =>
    onChange({
      ...block,
      prompts: block.prompts.map((prompt, at) => (at === index ? { ...prompt, text } : prompt)),
    });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{COPY.prompts.legend}</legend>
      {block.prompts.map((prompt, index) => (
        <div key={prompt.id} className={styles.promptRow}>
          <TextInput
            label={COPY.prompts.prompt(index + 1)}
            value={prompt.text}
            max={LESSON_BLOCK_LIMITS.promptText}
            onChange={(text) => setPrompt(index, text)}
          />
          {block.prompts.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${COPY.prompts.remove} ${index + 1}`}
              onClick={() =>
                onChange({ ...block, prompts: block.prompts.filter((_, at) => at !== index) })
              }
            >
              {COPY.prompts.remove}
            </Button>
          )}
        </div>
      ))}
      {block.prompts.length < LESSON_BLOCK_LIMITS.promptsPerBlock && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onChange({ ...block, prompts: [...block.prompts, { id: newPromptId(), text: '' }] })
          }
        >
          {COPY.prompts.add}
        </Button>
      )}
    </fieldset>
  );
}

function LectioBlockEditor({ block, onChange }: BlockEditorProps<LessonBlockOf<'lectioDivina'>>) {
  const steps = block.steps ?? {};
  return (
    <>
      <p className={styles.hint}>{COPY.lectio.intro}</p>
      <PassageFields
        passage={block.passage}
        onChange={(passage) => onChange({ ...block, passage })}
      />
      {LECTIO_DIVINA_STEPS.map((step) => {
        const label = LECTIO_DIVINA_COPY[step].label;
        const current = steps[step] ?? {};
        const setStep = (next: typeof current) =>
          onChange({ ...block, steps: { ...steps, [step]: next } });
        return (
          <div key={step} className={styles.pair}>
            <TextInput
              label={COPY.lectio.guidance(label)}
              value={current.guidance ?? ''}
              multiline
              max={LESSON_BLOCK_LIMITS.stepGuidance}
              onChange={(guidance) => setStep({ ...current, guidance: guidance || undefined })}
            />
            <TextInput
              label={COPY.lectio.minutes(label)}
              value={current.minutes ? String(current.minutes) : ''}
              onChange={(minutes) =>
                setStep({ ...current, minutes: minutes ? Number(minutes) || undefined : undefined })
              }
            />
          </div>
        );
      })}
    </>
  );
}

/** The editor for a block of any type. */
export function BlockEditor(props: BlockEditorProps): ReactNode {
  const { block } = props;
  const typed = <Type extends LessonBlock['type']>(b: LessonBlockOf<Type>) =>
    ({ ...props, block: b, onChange: props.onChange }) as unknown as BlockEditorProps<
      LessonBlockOf<Type>
    >;
  switch (block.type) {
    case 'text':
      return <TextBlockEditor {...typed(block)} />;
    case 'scripture':
      return (
        <PassageFields
          passage={block}
          onChange={(passage) => props.onChange({ ...block, ...passage })}
        />
      );
    case 'image':
      return <ImageBlockEditor {...typed(block)} />;
    case 'video':
      return <VideoBlockEditor {...typed(block)} />;
    case 'attachment':
      return <AttachmentBlockEditor {...typed(block)} />;
    case 'prompts':
      return <PromptsBlockEditor {...typed(block)} />;
    case 'lectioDivina':
      return <LectioBlockEditor {...typed(block)} />;
  }
}
