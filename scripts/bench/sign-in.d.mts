// Types for sign-in.mjs, so the unit tests (TypeScript) can import it.
import type { Credentials } from './auth-client.mjs';
import type { Failures } from './api-throughput.mjs';

export interface SignInLoad {
  warmupSeconds: number;
  connections: number;
  throughputSeconds: number;
  pairedSeconds: number;
}
export interface Hasher {
  label: string;
  verifyOnce: () => Promise<boolean>;
}
export interface SignInRun {
  connections: number;
  rps: number;
  latencyMs: { p50: number | null; p99: number | null; max: number | null };
  failures: Failures;
}
export interface SignInResult {
  load: SignInLoad;
  cores: number;
  hash: { label: string; runs: number; meanMs: number | null; p50Ms: number | null };
  sequential: SignInRun;
  throughput: SignInRun;
  loginMeanMs: number | null;
  share: number | null;
  remainderMs: number | null;
  cpu: CpuFigures;
  shareMin: number;
  hashBoundRps: number | null;
  ofHashBound: number | null;
}

export interface CpuFigures {
  runs: number;
  hashMeanMs: number | null;
  loginMeanMs: number | null;
  eventLoopMeanMs: number | null;
  share: number | null;
  remainderMs: number | null;
}

export const SIGN_IN_LOAD: SignInLoad;
export function cpuFigures(pairs: {
  loginCpuMs: number[];
  loginMainCpuMs: number[];
  hashCpuMs: number[];
}): CpuFigures;
export function mean(values: number[]): number | null;
export function hashShare(
  hashMs: number | null,
  loginMs: number | null,
): { share: number | null; remainderMs: number | null };
export function hashBoundRps(hashMs: number | null, cores: number): number | null;
export function serverPasswordCheck(password: string): Promise<Hasher>;
export function pairedRuns(options: {
  signInOnce: () => Promise<{ status: number; ms: number }>;
  verifyOnce: () => Promise<boolean>;
  seconds: number;
  minPairs?: number;
  serverCpu?: { take: () => { totalMs: number | null; mainMs: number | null } };
}): Promise<{
  loginMs: number[];
  hashMs: number[];
  loginCpuMs: number[];
  loginMainCpuMs: number[];
  hashCpuMs: number[];
  non2xx: number;
}>;
export function measureSignIn(options: {
  baseUrl: string;
  credentials: Credentials;
  hasher: Hasher;
  load?: SignInLoad;
  cores?: number;
  pid?: number;
}): Promise<SignInResult>;
