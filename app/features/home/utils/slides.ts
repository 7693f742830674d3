import { COURSE_SLIDES, JOURNAL_SLIDES, type SlideCopy } from '@common/copy/home-intro';
import radioAccompany from '~/assets/home/radio-accompany.svg';
import radioCreate from '~/assets/home/radio-create.svg';
import radioDiscuss from '~/assets/home/radio-discuss.svg';
import radioGrow from '~/assets/home/radio-grow.svg';
import radioMonitor from '~/assets/home/radio-monitor.svg';
import radioPublish from '~/assets/home/radio-publish.svg';
import radioRead from '~/assets/home/radio-read.svg';
import radioReflect from '~/assets/home/radio-reflect.svg';
import coursesAccompany from '~/assets/home/slide-courses-accompany.svg';
import coursesCreate from '~/assets/home/slide-courses-create.svg';
import coursesDiscuss from '~/assets/home/slide-courses-discuss.svg';
import coursesMonitor from '~/assets/home/slide-courses-monitor.svg';
import coursesPublish from '~/assets/home/slide-courses-publish.svg';
import journalsGrow from '~/assets/home/slide-journals-grow.svg';
import journalsRead from '~/assets/home/slide-journals-read.svg';
import journalsReflect from '~/assets/home/slide-journals-reflect.svg';
import type { ProductTab } from './product-tab';

/** SPEC §3 Slide: slideTitle, slideText, slideImg, radioText, radioImage. */
export interface Slide extends SlideCopy {
  slideImg: string;
  radioImage: string;
}

export const SLIDE_IMAGE_SIZE = { width: 480, height: 360 } as const;
export const RADIO_IMAGE_SIZE = { width: 48, height: 48 } as const;

function withArt(copy: readonly SlideCopy[], art: readonly [string, string][]): Slide[] {
  return copy.map((slide, index) => {
    const [slideImg, radioImage] = art[index] ?? ['', ''];
    return { ...slide, slideImg, radioImage };
  });
}

export const SLIDES: Record<ProductTab, readonly Slide[]> = {
  journals: withArt(JOURNAL_SLIDES, [
    [journalsRead, radioRead],
    [journalsReflect, radioReflect],
    [journalsGrow, radioGrow],
  ]),
  academy: withArt(COURSE_SLIDES, [
    [coursesCreate, radioCreate],
    [coursesPublish, radioPublish],
    [coursesMonitor, radioMonitor],
    [coursesAccompany, radioAccompany],
    [coursesDiscuss, radioDiscuss],
  ]),
};
