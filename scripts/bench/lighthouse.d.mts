// Types for lighthouse.mjs, so its unit test (TypeScript) can import it.
import type { Result } from 'lighthouse';

export const CATEGORIES: string[];
export const METRICS: Record<string, string>;

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  explanation?: string;
  affected?: string[];
  affectedCount?: number;
}
export interface LighthouseSummary {
  scores: Record<string, number | null>;
  metrics: Record<string, { value: number | null; display: string }>;
  failing: FailingAudit[];
  warnings: string[];
  benchmarkIndex: number | null;
}

export function summarizeLighthouse(lhr: Result): LighthouseSummary;
export function reportFileName(path: string): string;
export function launchChromium(chromePath: string): Promise<{ port: number; kill(): void }>;
export function runLighthouse(
  chrome: { port: number },
  pages: { path: string; url: string }[],
  options: { resultsDir: string; onPage?: (path: string, index: number) => void },
): Promise<(LighthouseSummary & { path: string; url: string; report: string })[]>;
