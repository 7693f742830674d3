import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { reportFileName, summarizeLighthouse } from './lighthouse.mjs';

type Audit = Result['audits'][string];

const audit = (id: string, fields: Partial<Audit>): Audit =>
  ({ id, title: id, description: '', score: 1, scoreDisplayMode: 'binary', ...fields }) as Audit;

const refs = (...ids: string[]) => ids.map((id) => ({ id, weight: 1 }));

// Only the parts of a Lighthouse result the summary reads.
const lhr = {
  categories: {
    performance: {
      id: 'performance',
      title: '',
      score: 0.934,
      auditRefs: refs('unused-javascript'),
    },
    accessibility: {
      id: 'accessibility',
      title: '',
      score: 0.96,
      auditRefs: refs('color-contrast', 'image-alt', 'aria-valid-attr', 'tabindex'),
    },
    'best-practices': {
      id: 'best-practices',
      title: '',
      score: 1,
      auditRefs: refs('errors-in-console'),
    },
    seo: { id: 'seo', title: '', score: 0.92, auditRefs: refs('canonical', 'meta-description') },
  },
  audits: {
    'first-contentful-paint': audit('first-contentful-paint', {
      numericValue: 1812.4,
      displayValue: '1.8 s',
      scoreDisplayMode: 'numeric',
    }),
    'largest-contentful-paint': audit('largest-contentful-paint', {
      numericValue: 2050,
      displayValue: '2.1 s',
    }),
    'total-blocking-time': audit('total-blocking-time', {
      numericValue: 40,
      displayValue: '40 ms',
    }),
    'cumulative-layout-shift': audit('cumulative-layout-shift', {
      numericValue: 0,
      displayValue: '0',
    }),
    // Performance audits are not listed, whatever their score.
    'unused-javascript': audit('unused-javascript', {
      score: 0.2,
      scoreDisplayMode: 'metricSavings',
    }),
    'color-contrast': audit('color-contrast', {
      title: 'Background and foreground colors do not have a sufficient contrast ratio.',
      score: 0,
      details: {
        type: 'table',
        headings: [],
        items: ['a.one', 'a.two', 'p.three', 'p.four'].map((selector) => ({
          node: { type: 'node', selector, snippet: `<${selector}>` },
        })),
      },
    } as Partial<Audit>),
    'image-alt': audit('image-alt', { score: null, scoreDisplayMode: 'notApplicable' }),
    'aria-valid-attr': audit('aria-valid-attr', { score: 1 }),
    tabindex: audit('tabindex', { score: 0, scoreDisplayMode: 'manual' }),
    'errors-in-console': audit('errors-in-console', { score: 1 }),
    canonical: audit('canonical', {
      title: 'Document does not have a valid `rel=canonical`',
      score: 0,
      explanation:
        'Multiple conflicting URLs (https://lectio.app/, https://lectio.app/faithcademy)',
    }),
    'meta-description': audit('meta-description', { score: 1 }),
  },
  runWarnings: ['The page loaded too slowly to finish within the time limit.'],
  environment: { benchmarkIndex: 1234.5 },
} as unknown as Result;

describe('summarizeLighthouse', () => {
  const summary = summarizeLighthouse(lhr);

  it('gives the four category scores out of 100', () => {
    expect(summary.scores).toEqual({
      performance: 93,
      accessibility: 96,
      'best-practices': 100,
      seo: 92,
    });
  });

  it('gives FCP, LCP, TBT and CLS with their values and display texts', () => {
    expect(summary.metrics).toEqual({
      FCP: { value: 1812.4, display: '1.8 s' },
      LCP: { value: 2050, display: '2.1 s' },
      TBT: { value: 40, display: '40 ms' },
      CLS: { value: 0, display: '0' },
    });
  });

  it('lists the failing accessibility, best-practices and SEO audits with where they fail', () => {
    expect(summary.failing).toEqual([
      {
        category: 'accessibility',
        id: 'color-contrast',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        score: 0,
        affected: ['a.one', 'a.two', 'p.three'],
        affectedCount: 4,
      },
      {
        category: 'seo',
        id: 'canonical',
        title: 'Document does not have a valid `rel=canonical`',
        score: 0,
        explanation:
          'Multiple conflicting URLs (https://lectio.app/, https://lectio.app/faithcademy)',
      },
    ]);
  });

  it('passes on run warnings and the CPU benchmark index', () => {
    expect(summary.warnings).toEqual([
      'The page loaded too slowly to finish within the time limit.',
    ]);
    expect(summary.benchmarkIndex).toBe(1234.5);
  });

  it('reports a category Lighthouse could not score as null and a runtime error as a warning', () => {
    const broken = {
      categories: { performance: { id: 'performance', title: '', score: null, auditRefs: [] } },
      audits: {},
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    } as unknown as Result;
    const result = summarizeLighthouse(broken);
    expect(result.scores.performance).toBeNull();
    expect(result.scores.seo).toBeNull();
    expect(result.metrics.LCP).toEqual({ value: null, display: '—' });
    expect(result.warnings).toEqual(['The page did not paint any content.']);
  });
});

describe('reportFileName', () => {
  it('gives each public path its own file name', () => {
    const paths = ['/', '/about', '/parishes+institutions', '/home/terms', '/home/privacy-policy'];
    const names = paths.map(reportFileName);
    expect(names).toEqual([
      'lighthouse-index.json',
      'lighthouse-about.json',
      'lighthouse-parishes-institutions.json',
      'lighthouse-home-terms.json',
      'lighthouse-home-privacy-policy.json',
    ]);
    expect(new Set(names).size).toBe(paths.length);
  });
});
