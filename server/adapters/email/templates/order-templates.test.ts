import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../common/store/order-views';
import { orderConfirmationTemplate } from './order-confirmation';
import { orderShippedTemplate } from './order-shipped';

const ORDER: OrderView = {
  number: 'LB-100042',
  status: 'paid',
  bookName: 'Psalms <of> "Grade 5"',
  bookType: 'premium',
  classOrder: false,
  items: [
    { studentName: 'Anna B.', quantity: 2 },
    { studentName: 'Ben C.', quantity: 1 },
  ],
  copies: 3,
  booksCents: 3897,
  creditsRedeemed: 13,
  creditDiscountCents: 1299,
  shipping: { name: 'Priority Mail', estimated: '3-5 business days', tracking: true, cents: 799 },
  totalCents: 3397,
  address: {
    firstName: 'Maria',
    lastName: 'Gonzalez',
    address1: '12 Elm Road',
    address2: 'Apt 4',
    city: 'Springfield',
    zip: '62701',
    country: 'United States',
    state: 'Illinois',
  },
  trackingNumber: null,
  createdAt: '2026-11-23T05:00:00.000Z',
  paidAt: '2026-11-23T05:01:00.000Z',
  inProductionAt: null,
  shippedAt: null,
  cancelledAt: null,
};
const LINK = 'https://lectio.app/store/orders/LB-100042?s=abc_-123';

describe('order emails', () => {
  it('the confirmation lists the whole summary, the credits and the status link', () => {
    const email = orderConfirmationTemplate({ order: ORDER, statusLink: LINK });
    expect(email.subject).toBe('Your Lectio order LB-100042 is confirmed');
    for (const line of [
      'Hello Maria,',
      'Order number: LB-100042',
      'Book: Psalms <of> "Grade 5" (Premium Book)',
      'Copies: 3',
      'Receipt (paid November 23, 2026)',
      'Premium Book for Anna B.: 2 × $12.99 = $25.98',
      'Premium Book for Ben C.: 1 × $12.99 = $12.99',
      'Subtotal: $38.97',
      'Teacher credits (13 credits): −$12.99',
      'Shipping (Priority Mail): $7.99',
      'Total paid: $33.97',
      'Ships to: Maria Gonzalez, 12 Elm Road, Apt 4, Springfield, Illinois, 62701, United States',
      `See my order:\n${LINK}`,
    ]) {
      expect(email.text).toContain(line);
    }
    // The HTML escapes what buyers and teachers typed, and carries the same link.
    expect(email.html).toContain('Psalms &lt;of&gt; &quot;Grade 5&quot;');
    expect(email.html).not.toContain('<of>');
    expect(email.html).toContain(`href="${LINK}"`);
  });

  it('the confirmation leaves out the credits line when none were used', () => {
    const email = orderConfirmationTemplate({
      order: { ...ORDER, creditsRedeemed: 0, creditDiscountCents: 0 },
      statusLink: LINK,
    });
    expect(email.text).not.toContain('Teacher credits');
  });

  it('the shipped email gives the tracking number and the status link', () => {
    const email = orderShippedTemplate({ order: ORDER, trackingNumber: '1Z999', statusLink: LINK });
    expect(email.subject).toBe('Your order has shipped (LB-100042)');
    expect(email.text).toContain('Tracking number: 1Z999');
    expect(email.text).toContain(`Track my order:\n${LINK}`);
    expect(email.html).toContain('<strong style="color:#1c2233;">1Z999</strong>');
  });
});
