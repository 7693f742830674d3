import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDollars, WORKBOOK_LICENCE_CENTS } from '@common/billing/plans';
import { BILLING_MESSAGES } from '@common/copy/billing';
import { WORKBOOK_BILLING_COPY as COPY } from '@common/copy/workbooks';
import { WORKBOOKS_PATH } from '@common/routes';
import type { AccountWorkbooks } from '@common/schemas/billing-workbooks';
import { AccountLicencesView, STANDARD_CHOICES_ANCHOR } from './AccountLicences';

const CardField = () => <div data-testid="card-field" />;
const html = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const YEAR = { label: '2026–27', endsOn: '2027-07-31' };
const summary = (fields: Partial<AccountWorkbooks> = {}): AccountWorkbooks => ({
  standardOn: true,
  paused: false,
  collectionMethod: 'charge_automatically',
  unitCents: WORKBOOK_LICENCE_CENTS,
  schoolYear: YEAR,
  classes: [
    { id: 'c1', title: 'Theology 9', students: 25 },
    { id: 'c2', title: 'Confirmation', students: 4 },
  ],
  workbooks: [{ id: 'core-1', title: 'The Revelation of Jesus Christ in Scripture', course: 'I' }],
  licences: [],
  ...fields,
});

describe('the billing page’s workbook licences', () => {
  it('teaches the next step when there are none: what they are, the price, the catalogue', () => {
    const markup = html(<AccountLicencesView summary={summary()} CardField={CardField} />);
    const words = text(markup);
    expect(words).toContain(COPY.emptyTitle);
    expect(words).toContain(`${formatDollars(WORKBOOK_LICENCE_CENTS)} per student per workbook`);
    expect(words).toContain('31 July 2027');
    expect(markup).toContain(`href="${WORKBOOKS_PATH}"`);
    expect(markup).not.toContain('data-testid="workbook-licences"');
  });

  it('offers the purchase with the first class’s roster as the number of students', () => {
    const markup = html(<AccountLicencesView summary={summary()} CardField={CardField} />);
    expect(markup).toContain('data-testid="buy-workbook-licences"');
    expect(markup).toMatch(/<option value="c1" selected="">Theology 9 \(25 students\)<\/option>/);
    expect(markup).toMatch(/type="number"[^>]*value="25"/);
    // The card field comes only with the server's total, after "Review the price".
    expect(markup).not.toContain('data-testid="card-field"');
  });

  it('without Standard: the one message and the way to Standard, no purchase', () => {
    const markup = html(
      <AccountLicencesView summary={summary({ standardOn: false })} CardField={CardField} />,
    );
    expect(text(markup)).toContain(`${BILLING_MESSAGES.workbooksRequireStandard}.`);
    expect(markup).toContain(`href="${STANDARD_CHOICES_ANCHOR}"`);
    expect(markup).not.toContain('data-testid="buy-workbook-licences"');

    const paused = html(
      <AccountLicencesView
        summary={summary({ standardOn: false, paused: true })}
        CardField={CardField}
      />,
    );
    expect(text(paused)).toContain(COPY.paused);
    expect(paused).not.toContain(`href="${STANDARD_CHOICES_ANCHOR}"`);
  });

  it('shows each workbook and year with its counts and classes', () => {
    const markup = html(
      <AccountLicencesView
        summary={summary({
          licences: [
            {
              workbookId: 'core-1',
              title: 'The Revelation of Jesus Christ in Scripture',
              course: 'I',
              schoolYear: YEAR,
              bought: 29,
              assigned: 25,
              unassigned: 4,
              classes: [
                { classId: 'c2', title: 'Confirmation', bought: 4, assigned: 0 },
                { classId: 'c1', title: 'Theology 9', bought: 25, assigned: 25 },
              ],
            },
          ],
        })}
        CardField={CardField}
      />,
    );
    const words = text(markup);
    expect(words).not.toContain(COPY.emptyTitle);
    expect(words).toContain('Course I: The Revelation of Jesus Christ in Scripture');
    expect(words).toContain('School year 2026–27 29 25 4');
    expect(words).toContain(COPY.classLine('Confirmation', 4, 0));
    expect(words).toContain(COPY.classLine('Theology 9', 25, 25));
    expect(markup).toContain(`data-label="${COPY.columns.unassigned}"`);
  });

  it('says to create a class first when the account has none', () => {
    const markup = html(
      <AccountLicencesView summary={summary({ classes: [] })} CardField={CardField} />,
    );
    expect(text(markup)).toContain(COPY.noClasses);
    expect(markup).not.toContain('type="number"');
  });
});
