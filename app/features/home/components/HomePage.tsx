import { SUMMARY_SECTION_ID, useArrivalScroll } from '../hooks/use-arrival-scroll';
import { useProductTab } from '../hooks/use-product-tab';
import type { ProductTab } from '../utils/product-tab';
import { Benefits } from './Benefits';
import { CommunityCycle } from './CommunityCycle';
import { FeaturesGrid } from './FeaturesGrid';
import { Hero } from './Hero';
import styles from './HomePage.module.css';
import { HowItWorks } from './HowItWorks';
import { Partnership } from './Partnership';
import { productTabId, ProductTabs } from './ProductTabs';
import { RelatedMedia } from './RelatedMedia';
import { Reveal } from './Reveal';
import { SlideRotation } from './SlideRotation';
import { SupportSection } from './SupportSection';
import { Testimonials } from './Testimonials';

export type { ProductTab } from '../utils/product-tab';

const PRODUCT_PANEL_ID = 'product-panel';

/**
 * SPEC §2.3: the ten parts of the home page, in order. The page owns the product tab
 * (SPEC §4 page tab): the slides follow it and 'How it works' exists only on Journals.
 */
export function HomePage({ initialTab }: { initialTab: ProductTab }) {
  const [tab, selectTab] = useProductTab(initialTab);
  useArrivalScroll(initialTab);
  return (
    <>
      <Hero />
      <section
        id={SUMMARY_SECTION_ID}
        className={styles.summary}
        aria-labelledby="summary-heading"
        data-tab={tab}
      >
        <div className="container">
          <ProductTabs
            tab={tab}
            onSelect={selectTab}
            panelId={PRODUCT_PANEL_ID}
            headingId="summary-heading"
          />
          <SlideRotation product={tab} id={PRODUCT_PANEL_ID} labelledBy={productTabId(tab)} />
        </div>
      </section>
      <Reveal>
        <Partnership />
      </Reveal>
      <Reveal>
        <Benefits />
      </Reveal>
      {tab === 'journals' && <HowItWorks />}
      <Reveal>
        <FeaturesGrid />
      </Reveal>
      <Reveal>
        <CommunityCycle />
      </Reveal>
      <Reveal>
        <Testimonials />
      </Reveal>
      <Reveal>
        <RelatedMedia />
      </Reveal>
      <SupportSection />
    </>
  );
}
