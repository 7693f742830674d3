import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { statusOf } from './api';

/**
 * For a page outside the role areas that needs an account (past orders, the staff desk): when
 * its query is refused with 401 (nobody signed in), the visitor goes to `signInPath`. Answers
 * whether that is under way, so the page keeps its loading state meanwhile.
 */
export function useSignInWhenUnauthorized(error: unknown, signInPath: string): boolean {
  const navigate = useNavigate();
  const signedOut = statusOf(error) === 401;
  useEffect(() => {
    if (signedOut) void navigate(signInPath, { replace: true });
  }, [signedOut, signInPath, navigate]);
  return signedOut;
}
