import { describe, expect, it } from 'vitest';
import { LESSON_BLOCK_LIMITS as LIMITS } from '../academy/blocks';
import { LESSON_BLOCK_MESSAGES as M } from '../copy/academy-blocks';
import { lessonBlockSchema, lessonBlocksSchema } from './academy-blocks';

/** The first message a refused value gets, as the API would send it back. */
function refusal(value: unknown): string | undefined {
  const result = lessonBlockSchema.safeParse(value);
  expect(result.success, JSON.stringify(value).slice(0, 200)).toBe(false);
  return result.error?.issues[0]?.message;
}

const passage = {
  reference: 'Psalm 46:10',
  text: 'Be still and know that I am God.',
  translation: 'Douay-Rheims 1899 American Edition',
};

const valid = {
  text: { type: 'text', html: '<h3>Begin</h3><p>Read <em>slowly</em>.</p>' },
  scripture: { type: 'scripture', ...passage },
  imageArt: {
    type: 'image',
    source: { kind: 'art', art: 'chapter-listening' },
    alt: 'An open book under a lamp',
    caption: 'Listening',
  },
  imageFile: {
    type: 'image',
    source: { kind: 'file', fileKey: 'private/uploads/1f0c.png' },
    alt: 'A parish hall',
  },
  videoFile: {
    type: 'video',
    source: { kind: 'file', fileKey: 'academy/demo/title.mp4' },
    title: 'Welcome',
    durationSeconds: 8,
  },
  videoLink: {
    type: 'video',
    source: { kind: 'link', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' },
    title: 'A talk',
  },
  attachment: {
    type: 'attachment',
    fileKey: 'academy/demo/lectio-divina-at-a-glance.pdf',
    name: 'Lectio Divina at a glance',
    sizeBytes: 4_200,
    contentType: 'application/pdf',
  },
  prompts: {
    type: 'prompts',
    prompts: [
      { id: 'word', text: 'Which word stayed with you?' },
      { id: 'why', text: 'Why might it have?' },
    ],
  },
  lectioDivina: {
    type: 'lectioDivina',
    passage,
    steps: { read: { minutes: 3 }, rest: { guidance: 'Stay quiet.', minutes: 5 } },
  },
} as const;

describe('lesson blocks', () => {
  it('accepts each kind of block as written, with the optional parts left out or given', () => {
    for (const block of Object.values(valid)) {
      expect(lessonBlockSchema.parse(block)).toEqual(block);
    }
    expect(lessonBlockSchema.parse({ type: 'lectioDivina', passage })).toEqual({
      type: 'lectioDivina',
      passage,
    });
  });

  it('refuses a missing or unknown kind with one clear message', () => {
    expect(refusal({ html: '<p>x</p>' })).toBe(M.typeInvalid);
    expect(refusal({ type: 'quiz', questions: [] })).toBe(M.typeInvalid);
    expect(refusal({ type: 'TEXT', html: '<p>x</p>' })).toBe(M.typeInvalid);
    expect(refusal(null)).toBeDefined();
    expect(refusal('text')).toBeDefined();
  });

  it('sanitises text, keeping headings and quotations but no script, handler or link', () => {
    const parsed = lessonBlockSchema.parse({
      type: 'text',
      html: '<h3 onclick="x()">Begin</h3><script>alert(1)</script><blockquote>Be still</blockquote><p><a href="javascript:alert(1)">here</a><img src=x onerror=alert(1)></p>',
    });
    expect(parsed).toEqual({
      type: 'text',
      html: '<h3>Begin</h3><blockquote>Be still</blockquote><p>here</p>',
    });
  });

  it('refuses text that is empty once sanitised, or too long before it', () => {
    expect(refusal({ type: 'text', html: '<p> </p><script>alert(1)</script>' })).toBe(
      M.textRequired,
    );
    expect(refusal({ type: 'text', html: `<p>${'a'.repeat(LIMITS.textHtml)}</p>` })).toBe(
      M.textTooLong(LIMITS.textHtml),
    );
  });

  it('keeps markup in plain-text fields as the characters typed, never as HTML', () => {
    const hostile = '<script>alert("alt")</script><img src=x onerror=alert(1)>';
    const image = lessonBlockSchema.parse({ ...valid.imageArt, alt: hostile, caption: hostile });
    expect(image).toMatchObject({ alt: hostile, caption: hostile });
    const prompts = lessonBlockSchema.parse({
      type: 'prompts',
      prompts: [{ id: 'p1', text: hostile }],
    });
    expect(prompts).toMatchObject({ prompts: [{ text: hostile }] });
  });

  it('refuses huge strings in every field with the limit in the message', () => {
    const huge = 'x'.repeat(1_000_000);
    expect(refusal({ ...valid.scripture, text: huge })).toBe(
      M.passageTooLong(LIMITS.scriptureText),
    );
    expect(refusal({ ...valid.scripture, reference: huge })).toBe(
      M.referenceTooLong(LIMITS.scriptureReference),
    );
    expect(refusal({ ...valid.imageArt, alt: huge })).toBe(M.altTooLong(LIMITS.alt));
    expect(refusal({ ...valid.videoLink, title: huge })).toBe(
      M.videoTitleTooLong(LIMITS.videoTitle),
    );
    expect(refusal({ ...valid.attachment, fileKey: huge })).toBe(M.fileKeyInvalid);
    expect(refusal({ type: 'prompts', prompts: [{ id: 'a', text: huge }] })).toBe(
      M.promptTooLong(LIMITS.promptText),
    );
    expect(
      refusal({ ...valid.lectioDivina, steps: { reflect: { guidance: huge, minutes: 2 } } }),
    ).toBe(M.guidanceTooLong(LIMITS.stepGuidance));
  });

  it('refuses blank required text, naming what is missing', () => {
    expect(refusal({ ...valid.scripture, reference: '   ' })).toBe(M.referenceRequired);
    expect(refusal({ ...valid.scripture, translation: undefined })).toBe(M.translationRequired);
    expect(refusal({ ...valid.imageArt, alt: '' })).toBe(M.altRequired);
    expect(refusal({ ...valid.attachment, name: 42 })).toBe(M.attachmentNameRequired);
  });

  it('takes images from Lectio’s own art or a stored file only', () => {
    expect(refusal({ ...valid.imageArt, source: { kind: 'art', art: '../../etc/passwd' } })).toBe(
      M.artUnknown,
    );
    expect(
      refusal({ ...valid.imageArt, source: { kind: 'url', url: 'https://x.test/a.png' } }),
    ).toBe(M.imageSourceInvalid);
    for (const fileKey of ['../secret', '/etc/passwd', 'a//b', '.hidden', 'a\\b', 'a/%2e%2e']) {
      expect(refusal({ ...valid.imageFile, source: { kind: 'file', fileKey } })).toBe(
        M.fileKeyInvalid,
      );
    }
  });

  it('links videos only to YouTube or Vimeo pages over https', () => {
    const link = (url: string) => ({ ...valid.videoLink, source: { kind: 'link', url } });
    expect(lessonBlockSchema.safeParse(link('https://vimeo.com/76979871')).success).toBe(true);
    expect(lessonBlockSchema.safeParse(link('https://youtu.be/M7lc1UVf-VE')).success).toBe(true);
    for (const url of [
      'http://www.youtube.com/watch?v=M7lc1UVf-VE',
      'javascript:alert(1)',
      'https://www.youtube.com.evil.test/watch',
      'https://user:pass@youtube.com/watch',
      'https://youtube.com:8443/watch',
      'not a link',
    ]) {
      expect(refusal(link(url))).toBe(M.videoLinkInvalid);
    }
  });

  it('refuses impossible durations, sizes, types and minutes', () => {
    for (const durationSeconds of [0, -1, 2.5, LIMITS.videoDurationSeconds + 1, '8']) {
      expect(refusal({ ...valid.videoFile, durationSeconds })).toBe(M.durationInvalid);
    }
    const mb = Math.round(LIMITS.attachmentBytes / (1024 * 1024));
    for (const sizeBytes of [0, -5, 1.5, LIMITS.attachmentBytes + 1, Number.NaN]) {
      expect(refusal({ ...valid.attachment, sizeBytes })).toBe(M.attachmentSizeInvalid(mb));
    }
    for (const contentType of ['text/html', 'application/x-msdownload', 'image/svg+xml']) {
      expect(refusal({ ...valid.attachment, contentType })).toBe(M.attachmentTypeInvalid);
    }
    for (const minutes of [0, 61, 1.5]) {
      expect(refusal({ ...valid.lectioDivina, steps: { rest: { minutes } } })).toBe(
        M.minutesInvalid(LIMITS.stepMinutesMax),
      );
    }
  });

  it('needs prompts with short plain ids, within the count', () => {
    expect(refusal({ type: 'prompts', prompts: [] })).toBe(M.promptsRequired);
    expect(refusal({ type: 'prompts', prompts: [{ id: 'Bad Id', text: 'Why?' }] })).toBe(
      M.promptIdInvalid,
    );
    const many = Array.from({ length: LIMITS.promptsPerBlock + 1 }, (_, i) => ({
      id: `p${i}`,
      text: 'Why?',
    }));
    expect(refusal({ type: 'prompts', prompts: many })).toBe(
      M.tooManyPrompts(LIMITS.promptsPerBlock),
    );
  });
});

describe('a lesson’s blocks', () => {
  it('accepts an ordered list and refuses too many blocks', () => {
    expect(lessonBlocksSchema.parse(Object.values(valid))).toHaveLength(9);
    const tooMany = Array.from({ length: LIMITS.blocksPerLesson + 1 }, () => valid.scripture);
    expect(lessonBlocksSchema.safeParse(tooMany).error?.issues[0]?.message).toBe(
      M.tooManyBlocks(LIMITS.blocksPerLesson),
    );
  });

  it('refuses the same prompt id twice in a lesson, since answers are kept by it', () => {
    const result = lessonBlocksSchema.safeParse([valid.prompts, valid.text, valid.prompts]);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([M.promptIdRepeated]);
  });
});
