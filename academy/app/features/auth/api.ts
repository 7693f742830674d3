import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ACADEMY_AUTH_API,
  type AcademyAccountAnswer,
  type AcademyLoginBody,
  type AcademySignupBody,
  type ConsentRequest,
  type LegalLinks,
} from '@common/schemas/academy-auth';
import { apiPost, fetchJson, type ApiResult } from '~/lib/api';

/** What the Academy's account calls answer: a session and where it lands, or a message. */
export interface AcademyAuthAnswer {
  t?: string;
  url?: string;
  message?: string;
  firstName?: string;
  errors?: Record<string, string>;
}
type Answer = Promise<ApiResult<AcademyAuthAnswer>>;

const post = (path: string, body: unknown): Answer => apiPost<AcademyAuthAnswer>(path, body);

export const useAcademyLogIn = () =>
  useMutation({ mutationFn: (body: AcademyLoginBody) => post(ACADEMY_AUTH_API.login, body) });

export const useAcademySignUp = () =>
  useMutation({ mutationFn: (body: AcademySignupBody) => post(ACADEMY_AUTH_API.signup, body) });

export const useAcademyForgot = () =>
  useMutation({ mutationFn: (email: string) => post(ACADEMY_AUTH_API.forgot, { email }) });

export const useResendConsent = () =>
  useMutation({ mutationFn: (email: string) => post(ACADEMY_AUTH_API.resendConsent, { email }) });

export const useAcademyReset = () =>
  useMutation({
    mutationFn: (body: { c: string; password: string; confirmPassword: string }) =>
      post(ACADEMY_AUTH_API.reset, body),
  });

export const useAcademyConfirm = () =>
  useMutation({
    mutationFn: (body: { e: string; c: string }) => post(ACADEMY_AUTH_API.confirm, body),
  });

export const useGiveConsent = () =>
  useMutation({ mutationFn: (c: string) => post(ACADEMY_AUTH_API.consent, { c }) });

export const logOutOfAcademy = () => post(ACADEMY_AUTH_API.logout, {});

/** Who is signed in on the Academy; the query fails (401) when nobody is. */
export const useAcademyAccount = () =>
  useQuery({
    queryKey: ['academy', 'session'],
    queryFn: () => fetchJson<AcademyAccountAnswer>(ACADEMY_AUTH_API.session),
    retry: false,
  });

/** The Journals site's Terms of Use and Privacy Policy (the Academy links there). */
export const useLegalLinks = () =>
  useQuery({
    queryKey: ['academy', 'legal-links'],
    queryFn: () => fetchJson<LegalLinks>(ACADEMY_AUTH_API.legalLinks),
    staleTime: Infinity,
  });

/** What a guardian's consent link asks (who, and the legal pages); fails for a dead link. */
export const useConsentRequest = (code: string) =>
  useQuery({
    queryKey: ['academy', 'consent', code],
    queryFn: () =>
      fetchJson<ConsentRequest>(`${ACADEMY_AUTH_API.consent}?${new URLSearchParams({ c: code })}`),
    enabled: code !== '',
    retry: false,
  });
