import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { GOOGLE_SIGN_IN } from '@common/copy/auth';
import { useGoogleLogIn } from '../api/google-log-in';
import { AUTH_KEYS } from '../api/keys';
import { useGoTo } from '../hooks/use-go-to';
import { firstError } from '../utils/auth-api';
import styles from './Form.module.css';

/** Google Identity Services, loaded only on the student sign-in page. */
export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
const SCRIPT_ID = 'google-identity-services';
const LOAD_TIMEOUT_MS = 10_000;

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        ux_mode?: 'popup' | 'redirect';
        context?: 'signin' | 'signup' | 'use';
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

/**
 * The server allows Google's script in the Content-Security-Policy of documents served under
 * /auth/student only (server/plugins/static-client.ts). After an in-app navigation from
 * another page the document (and its policy) is the one first loaded, so the page is loaded
 * again once to get the right policy.
 */
const GOOGLE_ALLOWED_DOCUMENTS = /^\/auth\/student(\/|$)/;

function documentAllowsGoogle(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  const url = entry?.name ? new URL(entry.name) : window.location;
  return GOOGLE_ALLOWED_DOCUMENTS.test(url.pathname);
}

function loadScript(): Promise<GoogleIdentity> {
  return new Promise((resolve, reject) => {
    if (window.google?.accounts?.id) {
      resolve(window.google);
      return;
    }
    let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = GOOGLE_SCRIPT_URL;
      script.async = true;
      document.head.append(script);
    }
    const timer = window.setTimeout(() => reject(new Error('timeout')), LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (window.google?.accounts?.id) resolve(window.google);
      else reject(new Error('Google Identity Services did not start'));
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      // A failed script cannot be retried in place; the next attempt adds a fresh one.
      script?.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    });
  });
}

/**
 * Student Google sign-in (SPEC §2.5, §8). Only when Google sign-in is configured (a client
 * id): Google's button, then the 'Or' separator. The credential goes to student_google_login
 * (with the class `code` when the page has one); failures are shown under the button. When
 * Google cannot be reached, a short note replaces the button.
 */
export function GoogleSignInButton({
  clientId,
  orLabel,
  code,
}: {
  clientId: string;
  orLabel: string;
  code?: string;
}) {
  const goTo = useGoTo();
  const container = useRef<HTMLDivElement>(null);
  const allowed = clientId !== '' && documentAllowsGoogle();
  // Google's script loads once per page, as a query; a visit after a failure tries again.
  const identity = useQuery({
    queryKey: AUTH_KEYS.googleIdentity(),
    queryFn: () =>
      loadScript().catch((reason: unknown) => {
        console.warn('Google sign-in is unavailable', reason);
        throw reason;
      }),
    enabled: allowed,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const google = identity.data;
  const logIn = useGoogleLogIn();
  const { mutate: sendCredential } = logIn;

  useEffect(() => {
    if (clientId && !allowed) window.location.reload();
  }, [clientId, allowed]);

  useEffect(() => {
    if (!google || !container.current) return;
    google.accounts.id.initialize({
      client_id: clientId,
      callback: ({ credential }) =>
        sendCredential(
          { credential: credential ?? '', code },
          {
            onSuccess: ({ ok, body }) => {
              if (ok && body.url) goTo(body.url);
            },
          },
        ),
      ux_mode: 'popup',
      context: 'signin',
    });
    google.accounts.id.renderButton(container.current, {
      type: 'standard',
      theme: 'outline',
      size: 'large',
      text: 'signin_with',
      shape: 'rectangular',
      logo_alignment: 'center',
      width: Math.min(400, Math.max(200, container.current.clientWidth)),
    });
  }, [google, clientId, code, sendCredential, goTo]);

  const answer = logIn.data;
  const error =
    answer && !(answer.ok && answer.body.url)
      ? (firstError(answer.body.errors) ?? GOOGLE_SIGN_IN.unavailable)
      : null;
  const unavailable = identity.isError;

  if (!clientId) return null;
  return (
    <>
      <div className={styles.google} role="group" aria-label={GOOGLE_SIGN_IN.region}>
        <div
          ref={container}
          className={styles.googleButton}
          data-testid="google-sign-in"
          hidden={unavailable}
        />
        {unavailable && (
          <p className={styles.hint} role="status" data-testid="google-unavailable">
            {GOOGLE_SIGN_IN.unavailable}
          </p>
        )}
        {error && (
          <p className={styles.error} role="alert" data-testid="google-error">
            {error}
          </p>
        )}
      </div>
      {google && <p className={styles.separator}>{orLabel}</p>}
    </>
  );
}
