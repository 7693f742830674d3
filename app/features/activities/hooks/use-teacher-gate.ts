import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '@common/routes';
import { fetchSession, type SessionAccount } from '~/lib/session';

const AREAS = { parent: PATHS.parentArea, student: PATHS.studentArea } as const;

/**
 * The signed-in teacher, or null while the session is checked. Nobody signed in goes to the
 * teacher sign-in page; a parent or student goes to their own area.
 */
export function useTeacherGate(): SessionAccount | null {
  const navigate = useNavigate();
  const [teacher, setTeacher] = useState<SessionAccount | null>(null);
  useEffect(() => {
    let active = true;
    void fetchSession().then((state) => {
      if (!active) return;
      if (state.status === 'signed-out') void navigate(PATHS.teacherSignIn, { replace: true });
      else if (state.account.type !== 'teacher') {
        void navigate(AREAS[state.account.type], { replace: true });
      } else setTeacher(state.account);
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return teacher;
}
