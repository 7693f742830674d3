import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MEDIA_CARD_COUNT, TESTIMONIAL_ITEMS } from '@common/constants';
import {
  COMMUNITY_MEMBERS,
  COMMUNITY_QUOTE,
  FEATURE_ITEMS,
  LONG_TESTIMONIALS,
  MEDIA_CARDS,
  MEDIA_TYPES,
  SHORT_TESTIMONIALS,
  STUDENT_ATTRIBUTION,
  youTubeIdOf,
} from '@common/copy/home-showcase';
import { PRERENDERED_PATHS } from '@common/routes';
import { featureIconUrl, mediaImageUrl } from './showcase-assets';

const publicDir = fileURLToPath(new URL('../../../../public', import.meta.url));
/** A built asset URL, or the data: URL Vitest inlines small assets as. */
const SVG_URL = /\.svg$|^data:image\/svg\+xml,/;
const featureDir = fileURLToPath(new URL('../../../assets/home/features', import.meta.url));

describe('home showcase content (SPEC §3)', () => {
  it('has the 13 features, each with its own icon and hover icon file', () => {
    expect(FEATURE_ITEMS).toHaveLength(13);
    expect(new Set(FEATURE_ITEMS.map((item) => item.title)).size).toBe(13);
    for (const item of FEATURE_ITEMS) {
      expect(featureIconUrl(item.icon)).toMatch(SVG_URL);
      expect(featureIconUrl(item.hoverIcon)).toMatch(SVG_URL);
      expect(item.hoverIcon).not.toBe(item.icon);
    }
    // No stray icon files: exactly an icon and a hover icon per feature.
    expect(readdirSync(featureDir).filter((file) => file.endsWith('.svg'))).toHaveLength(26);
  });

  it('has 3 short testimonials, the first by a teacher and the others by students', () => {
    expect(SHORT_TESTIMONIALS).toHaveLength(TESTIMONIAL_ITEMS);
    expect(SHORT_TESTIMONIALS[0]?.attribution).toMatch(/teacher/i);
    expect(SHORT_TESTIMONIALS.slice(1).map((item) => item.attribution)).toEqual([
      STUDENT_ATTRIBUTION,
      STUDENT_ATTRIBUTION,
    ]);
  });

  it('has 2 long teacher testimonials with a name, grade and city', () => {
    expect(LONG_TESTIMONIALS).toHaveLength(2);
    for (const item of LONG_TESTIMONIALS) {
      expect(item.name).not.toBe('');
      expect(item.grade).toMatch(/grade/);
      expect(item.city).not.toBe('');
      expect(item.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('names the four community members and cites Matthew 19:14', () => {
    expect(COMMUNITY_MEMBERS.map((member) => member.name)).toEqual([
      'Parishes',
      'Families',
      'Administrators',
      'Educators',
    ]);
    expect(COMMUNITY_QUOTE.reference).toBe('Matthew 19:14');
    expect(COMMUNITY_QUOTE.text).toContain('Allow the little children');
  });

  it('has the 6 media cards with spec types, images and live destinations', () => {
    expect(MEDIA_CARDS).toHaveLength(MEDIA_CARD_COUNT);
    expect(new Set(MEDIA_CARDS.map((card) => card.type))).toEqual(new Set(MEDIA_TYPES));
    for (const card of MEDIA_CARDS) {
      expect(Object.keys(card).sort()).toEqual(
        ['bodyText', 'duration', 'imgSrc', 'link', 'play', 'title', 'type'].sort(),
      );
      expect(mediaImageUrl(card.imgSrc)).toMatch(SVG_URL);
      if (card.play) {
        expect(youTubeIdOf(card.link)).not.toBeNull();
        expect(card.duration).toMatch(/^\d+:\d\d$/);
      } else if (card.link.startsWith('/media/')) {
        expect(existsSync(`${publicDir}${card.link}`)).toBe(true);
      } else {
        expect(PRERENDERED_PATHS).toContain(card.link);
      }
    }
  });

  it('fails loudly for an image file that does not exist', () => {
    expect(() => mediaImageUrl('missing.svg')).toThrow(/missing\.svg/);
  });

  it('reads a YouTube id only from a watch address', () => {
    expect(youTubeIdOf('https://www.youtube.com/watch?v=abc123XYZ_-')).toBe('abc123XYZ_-');
    expect(youTubeIdOf('/about')).toBeNull();
    expect(youTubeIdOf('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});
