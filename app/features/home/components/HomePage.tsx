import { Benefits } from './Benefits';
import { CommunityCycle } from './CommunityCycle';
import { FeaturesGrid } from './FeaturesGrid';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { Partnership } from './Partnership';
import { ProductTabs } from './ProductTabs';
import { RelatedMedia } from './RelatedMedia';
import { Reveal } from './Reveal';
import { SlideRotation } from './SlideRotation';
import { SupportSection } from './SupportSection';
import { Testimonials } from './Testimonials';

export type ProductTab = 'journals' | 'academy';

/** SPEC §2.3: the ten parts of the home page, in order. */
export function HomePage({ initialTab }: { initialTab: ProductTab }) {
  void initialTab;
  return (
    <>
      <Hero />
      <ProductTabs />
      <SlideRotation />
      <Reveal>
        <Partnership />
      </Reveal>
      <Reveal>
        <Benefits />
      </Reveal>
      <HowItWorks />
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
