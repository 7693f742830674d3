import { HERO, HERO_VIDEO_ID } from '@common/copy/home-intro';
import { SPEAK_WITH_US } from '@common/copy/site';
import poster from '~/assets/home/hero-video-poster.svg';
import { ButtonLink } from '~/components/ui/Button';
import { publicConfig } from '~/lib/public-config';
import styles from './Hero.module.css';
import { VideoFacade } from './VideoFacade';

/** SPEC §2.3 part 1: the tagline, a 'Speak with us' mailto and the video. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className="eyebrow">{HERO.eyebrow}</p>
          <h1 id="hero-title" className={styles.title}>
            {HERO.tagline}
          </h1>
          <p className={`lead ${styles.lead}`}>{HERO.lead}</p>
          <ButtonLink href={`mailto:${publicConfig.CONTACT_EMAIL}`} size="lg">
            {SPEAK_WITH_US}
          </ButtonLink>
        </div>
        <figure className={styles.media}>
          <VideoFacade
            videoId={HERO_VIDEO_ID}
            title={HERO.videoTitle}
            playLabel={HERO.playLabel}
            poster={poster}
          />
          <figcaption className={styles.caption}>{HERO.videoCaption}</figcaption>
        </figure>
      </div>
    </section>
  );
}
