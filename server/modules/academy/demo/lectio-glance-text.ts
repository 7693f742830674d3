import { PUBLIC_DOMAIN_TRANSLATIONS } from '../../../../common/academy/blocks';
import { ACADEMY_NAME } from '../../../../common/copy/academy';

/**
 * The words of the handout "Lectio Divina at a glance" (our own writing). The four steps'
 * names, guidance and questions are the lesson block's own (LECTIO_DIVINA_COPY), so the
 * handout and the guided prayer on the lesson page always say the same.
 */
export const LECTIO_GLANCE = {
  title: 'Lectio Divina at a glance',
  subtitle: 'Praying with Scripture in four steps',
  intro:
    'Lectio Divina, “divine reading”, is the Church’s ancient way of praying with the Bible. Monks prayed this way from the early centuries; in the twelfth century the Carthusian Guigo II described its steps as the rungs of a ladder, and in 2010 Pope Benedict XVI commended them to every believer in Verbum Domini. It is not study and not speed: it is listening, with the heart, to God who speaks to us in his Word.',
  beforeHeading: 'Before you begin',
  before: [
    'Choose a short passage, a few verses only. The Gospel of next Sunday is a good place to start.',
    'Find a quiet place and a time you can keep: ten or fifteen minutes is enough.',
    'Settle your body, breathe slowly, and ask the Holy Spirit to open your heart: “Speak, Lord, for thy servant heareth” (1 Samuel 3:10).',
  ],
  minutes: (minutes: number) => `About ${minutes} minutes`,
  afterHeading: 'Then carry it into your day',
  after:
    'Close with the Our Father or the Glory Be. Write down your word, and return to it during the day. Many add a fifth step, action: one small, concrete way to live what you heard, such as a call, an apology or an hour of patience.',
  footer: `${ACADEMY_NAME} · From the course “Praying with Scripture: an introduction to Lectio Divina”. Scripture quoted from the ${PUBLIC_DOMAIN_TRANSLATIONS.douayRheims}, in the public domain (1 Samuel is called 1 Kings there).`,
} as const;
