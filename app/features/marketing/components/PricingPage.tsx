import { useId, useState } from 'react';
import { PRICING_PLANS, PRODUCT_NAME } from '@common/constants';
import { CONTACT_US } from '@common/copy/site';
import { PATHS, standardSignUpPath, WORKBOOKS_PATH } from '@common/routes';
import pricingArt from '~/assets/pages/pricing-art.svg';
import { ButtonLink } from '~/components/ui/Button';
import { publicConfig } from '~/lib/public-config';
import {
  formatPrice,
  planCards,
  standardClassCostCents,
  type BillingPeriod,
  type PlanCardContent,
} from '../utils/pricing';
import { BillingToggle } from './BillingToggle';
import { PageHero } from './PageHero';
import styles from './PricingPage.module.css';
import section from './Section.module.css';

const CALL_TO_ACTION: Record<PlanCardContent['id'], string> = {
  smallClass: 'Start for free',
  standard: `Choose ${PRICING_PLANS.standard.name}`,
  workbooks: 'Add workbooks',
};

/**
 * Where each plan's button leads (issue 16, point 11): Small Class to sign-up; Standard to
 * sign-up and then the billing page with the period shown on the toggle; the workbooks to
 * their catalogue.
 */
const destinationOf = (plan: PlanCardContent['id'], period: BillingPeriod): string =>
  plan === 'standard'
    ? standardSignUpPath(period === 'annual' ? 'year' : 'month')
    : plan === 'workbooks'
      ? WORKBOOKS_PATH
      : PATHS.teacherSignUp;

/** A class size just past the free plan, for the worked example in the questions. */
const EXAMPLE_CLASS = 12;

/** SPEC §2.4, §4, §9: the pricing page, its monthly/annual toggle and three plan cards. */
export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const plans = planCards(period);
  const { smallClass, standard, workbooks } = PRICING_PLANS;

  return (
    <>
      <PageHero
        eyebrow={`${PRODUCT_NAME} pricing`}
        title="Simple pricing for every class"
        lead="Start free with a small class. When your class grows, pay per student, month by month or for the whole year."
      />

      <section className={styles.plans} aria-labelledby="pricing-plans">
        <div className="container">
          <h2 id="pricing-plans" className="visually-hidden">
            Plans and prices
          </h2>
          <div className={styles.toggleRow}>
            <BillingToggle value={period} onChange={setPeriod} />
          </div>
          <ul className={styles.cards}>
            {plans.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} href={destinationOf(plan.id, period)} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        className={`${section.section} ${section.closing}`}
        aria-labelledby="pricing-questions"
      >
        <div className={`container ${styles.faq}`}>
          <div>
            <h2 id="pricing-questions">Questions teachers ask</h2>
            <p className={section.muted}>
              Something else on your mind? We are happy to help you find the right plan.
            </p>
            <img
              className={styles.faqArt}
              src={pricingArt}
              width={360}
              height={260}
              alt=""
              loading="lazy"
            />
          </div>
          <div className={styles.questions}>
            <details>
              <summary>
                What happens when my class grows past {smallClass.maxStudents} students?
              </summary>
              <p>
                {smallClass.name} is free for up to {smallClass.maxStudents} students. Once a class
                has more than {standard.minStudentsExclusive}, it moves to {standard.name}: a class
                of {EXAMPLE_CLASS} costs{' '}
                {formatPrice(standardClassCostCents(EXAMPLE_CLASS, 'monthly'))} a month, or{' '}
                {formatPrice(standardClassCostCents(EXAMPLE_CLASS, 'annual'))} a year with annual
                billing.
              </p>
            </details>
            <details>
              <summary>What are the {workbooks.name}?</summary>
              <p>
                High school theology workbooks from our publishing partner, built into{' '}
                {PRODUCT_NAME} as ready-made reflection activities. They cost{' '}
                {formatPrice(workbooks.perStudentPerWorkbookCents)} per student per workbook and
                need a {standard.name} subscription.
              </p>
            </details>
            <details>
              <summary>Do students or parents choose a plan?</summary>
              <p>
                No. Teachers and schools choose the plan, and students join their teacher’s class.
                Families can order a printed book of their child’s writing from our Bookstore
                whenever they like.
              </p>
            </details>
            <details>
              <summary>Can our whole school or parish sign up together?</summary>
              <p>
                Yes. Write to our schools team and we will set up your classes with you.{' '}
                <a href={`mailto:${publicConfig.SCHOOLS_EMAIL}`}>{CONTACT_US}</a>
              </p>
            </details>
          </div>
        </div>
      </section>
    </>
  );
}

function PlanCard({ plan, href }: { plan: PlanCardContent; href: string }) {
  const nameId = useId();
  return (
    <article className={styles.card} data-featured={plan.featured} aria-labelledby={nameId}>
      {plan.featured && <p className={styles.badge}>Best for most classes</p>}
      <h3 id={nameId} className={styles.name}>
        {plan.name}
      </h3>
      <p className={styles.audience}>{plan.audience}</p>
      {/* Only Standard's price changes with the toggle; the change is announced. */}
      <div
        aria-live={plan.id === 'standard' ? 'polite' : undefined}
        data-testid={`price-${plan.id}`}
      >
        <p className={styles.price}>
          <span className={styles.amount}>{plan.price.amount}</span>{' '}
          <span className={styles.unit}>{plan.price.unit}</span>
        </p>
        <p className={styles.note}>{plan.note}</p>
      </div>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <ButtonLink
        href={href}
        variant={plan.featured ? 'primary' : 'secondary'}
        className={styles.cta}
      >
        {CALL_TO_ACTION[plan.id]}
      </ButtonLink>
    </article>
  );
}
