// Types for family-digest.mjs, so the unit tests (TypeScript) can import it.
export interface FamilyDigestLoad {
  parents: number;
  secondChildEvery: number;
  classSize: number;
  quietEvery: number;
}
export const FAMILY_DIGEST_LOAD: FamilyDigestLoad;
export interface FamilyDigestResult {
  parents: number;
  students: number;
  projects: number;
  emails: number;
  empty: number;
  outbox: number;
  ms: number;
  queries: number;
  rssBeforeBytes: number;
  peakRssBytes: number;
  heapGrowthBytes: number;
}
export function measureFamilyDigest(options?: {
  load?: FamilyDigestLoad;
  onStep?: (text: string) => void;
}): Promise<FamilyDigestResult>;
