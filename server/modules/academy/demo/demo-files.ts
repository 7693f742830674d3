import type { AcademyArt } from '../../../../common/academy/blocks';
import { TITLE_VIDEO_SECONDS } from './render-title-video';

/**
 * The files the demo course's blocks point at, made by the project itself: where the seed
 * stores them and what the blocks say of them. The handout's size is checked against a fresh
 * render by demo-courses.test.ts (its bytes are the same on every run).
 */
export const DEMO_FILES = {
  titleVideo: {
    key: 'academy/demo/praying-with-scripture-title.mp4',
    contentType: 'video/mp4',
    durationSeconds: TITLE_VIDEO_SECONDS.default,
    title: 'Welcome to Praying with Scripture',
  },
  glanceHandout: {
    key: 'academy/demo/lectio-divina-at-a-glance.pdf',
    contentType: 'application/pdf',
    name: 'Lectio Divina at a glance (PDF, one page)',
    sizeBytes: 8_144,
  },
} as const;

/** Where the seed stores a demo course's cover, drawn from its art (courses.cover_file_key). */
export const demoCoverKey = (art: AcademyArt) => `academy/demo/${art}.png`;

/** What the title video shows: the course's title split where the colon is. */
export const DEMO_TITLE_CARD = {
  eyebrow: 'Lectio Academy',
  title: 'Praying with Scripture',
  subtitle: 'An introduction to Lectio Divina',
} as const;
