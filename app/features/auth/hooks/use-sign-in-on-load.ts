import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { singleFlight } from '~/lib/single-flight';
import { logIn } from '../api/log-in';
import { studentGo } from '../api/student-go';

interface Resume {
  student: boolean;
  app: string | undefined;
}

/** Signs in with the session the browser holds: student_go for a student, else login. */
function resumeSession({ student, app }: Resume) {
  if (student) return studentGo();
  // Signing in with the session rotates its token: a call made twice at once (StrictMode, a
  // remount) shares one request rather than race a second one on the token the first replaced.
  return singleFlight(`login:${app ?? ''}`, () => logIn(app ? { app } : {}));
}

/**
 * 'On load, if a stored token exists, sign-in is attempted at once' (SPEC §4). The tokens are
 * HttpOnly cookies, so the call itself asks the server; a 401 means there is none and the page
 * stays. A signed-in answer goes to its `url`, unless the page has gone meanwhile (a mutation's
 * own callbacks do not run after its component has unmounted).
 */
export function useSignInOnLoad({ student, app }: Resume, onSignedIn: (url: string) => void): void {
  const { mutate } = useMutation({ mutationFn: resumeSession });
  useEffect(() => {
    mutate(
      { student, app },
      {
        onSuccess: ({ ok, body }) => {
          if (ok && body.url) onSignedIn(body.url);
        },
      },
    );
  }, [mutate, student, app, onSignedIn]);
}
