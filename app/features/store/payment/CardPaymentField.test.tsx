import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardPaymentField } from './CardPaymentField';

/** Without a publishable key (as in tests), the field is the local test provider's. */
describe('the card payment field without Stripe keys', () => {
  it('labels the number, expiry and CVC inputs and links them to the test-mode hint', () => {
    const html = renderToStaticMarkup(<CardPaymentField />);
    for (const label of ['Card number', 'Expiry (MM / YY)', 'CVC']) {
      const id = new RegExp(
        `<label for="([^"]+)"[^>]*>${label.replace(/[()]/g, '\\$&')}</label>`,
      ).exec(html)?.[1];
      expect(id, label).toBeTruthy();
      expect(html).toMatch(
        new RegExp(`<input id="${id}"[^>]*aria-describedby="${id?.replace(/-\w+$/, '')}-hint"`),
      );
    }
    expect(html).toContain('<legend');
    expect(html).toContain('Test mode: use 4242 4242 4242 4242');
    expect(html).not.toContain('role="alert"');
    // Saved real cards are never offered into a test form.
    expect(html.match(/autoComplete="off"|autocomplete="off"/g)).toHaveLength(3);
  });

  it('shows the given card error under the field as an alert the inputs point to', () => {
    const html = renderToStaticMarkup(<CardPaymentField error="Your card was declined." />);
    const errorId = /<p id="([^"]+)"[^>]*role="alert"[^>]*>Your card was declined\.<\/p>/.exec(
      html,
    )?.[1];
    expect(errorId).toBeTruthy();
    expect(html.match(new RegExp(`aria-describedby="[^"]*${errorId}"`, 'g'))).toHaveLength(3);
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(3);
  });
});
