import { describe, expect, it } from 'vitest';
import {
  impersonationRoleOf,
  mayImpersonate,
  type ImpersonationRole,
  type ImpersonationTarget,
} from './may-impersonate';

const SCHOOL = 'school-1';
const ROLES: ImpersonationRole[] = [
  'platform_admin',
  'school_admin',
  'teacher',
  'parent',
  'student',
  'participant',
];

/**
 * Every pair of roles, in the same school, for a student who is the actor's own: who may sign in
 * as whom. Rows are actors, columns targets, in the order of ROLES.
 */
const SAME_SCHOOL_OWN_STUDENT: Record<ImpersonationRole, boolean[]> = {
  //               platform_admin school_admin teacher parent student participant
  platform_admin: [false, false, true, true, true, false],
  school_admin: [false, false, true, false, true, false],
  teacher: [false, false, false, false, true, false],
  parent: [false, false, false, false, true, false],
  student: [false, false, false, false, false, false],
  // An Academy participant: never impersonated, never impersonates (issue 13).
  participant: [false, false, false, false, false, false],
};

const actor = (role: ImpersonationRole, fields: { schoolId?: string | null } = {}) => ({
  id: `actor-${role}`,
  role,
  schoolId: fields.schoolId === undefined ? SCHOOL : fields.schoolId,
  impersonating: false,
});
const target = (
  role: ImpersonationRole,
  fields: Partial<ImpersonationTarget> = {},
): ImpersonationTarget => ({
  id: `target-${role}`,
  role,
  schoolId: role === 'student' ? null : SCHOOL,
  ownStudent: true,
  ...fields,
});

describe('mayImpersonate', () => {
  for (const from of ROLES) {
    ROLES.forEach((to, column) => {
      const allowed = SAME_SCHOOL_OWN_STUDENT[from][column];
      it(`${from} → ${to}: ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(mayImpersonate(actor(from), target(to))).toBe(allowed);
      });
    });
  }

  it('never upwards nor to another administrator, whatever the school', () => {
    for (const from of ROLES) {
      for (const to of ['platform_admin', 'school_admin'] as const) {
        for (const schoolId of [SCHOOL, 'elsewhere', null]) {
          expect(mayImpersonate(actor(from), target(to, { schoolId }))).toBe(false);
        }
      }
    }
  });

  it('a school admin only within their own school; a platform admin anywhere', () => {
    expect(mayImpersonate(actor('school_admin'), target('teacher', { schoolId: 'other' }))).toBe(
      false,
    );
    expect(mayImpersonate(actor('school_admin'), target('teacher', { schoolId: null }))).toBe(
      false,
    );
    expect(
      mayImpersonate(
        actor('school_admin', { schoolId: null }),
        target('teacher', { schoolId: null }),
      ),
    ).toBe(false);
    expect(mayImpersonate(actor('platform_admin'), target('teacher', { schoolId: 'other' }))).toBe(
      true,
    );
  });

  it('a student only when they are the adult’s own, except for a platform admin', () => {
    const stranger = target('student', { ownStudent: false });
    for (const from of ['school_admin', 'teacher', 'parent', 'student'] as const) {
      expect(mayImpersonate(actor(from), stranger)).toBe(false);
    }
    expect(mayImpersonate(actor('platform_admin'), stranger)).toBe(true);
  });

  it('never oneself, and never from a session that is already an impersonation', () => {
    const self = { ...target('teacher'), id: 'same' };
    expect(mayImpersonate({ ...actor('platform_admin'), id: 'same' }, self)).toBe(false);
    for (const from of ROLES) {
      expect(mayImpersonate({ ...actor(from), impersonating: true }, target('student'))).toBe(
        false,
      );
    }
  });

  it('reads the role from the account: platform admin above school admin above the type', () => {
    expect(
      impersonationRoleOf({ type: 'teacher', isPlatformAdmin: true, isSchoolAdmin: true }),
    ).toBe('platform_admin');
    expect(impersonationRoleOf({ type: 'teacher', isSchoolAdmin: true })).toBe('school_admin');
    expect(impersonationRoleOf({ type: 'parent', isPlatformAdmin: true })).toBe('platform_admin');
    expect(impersonationRoleOf({ type: 'teacher' })).toBe('teacher');
    expect(impersonationRoleOf({ type: 'parent' })).toBe('parent');
    expect(impersonationRoleOf({ type: 'student', isPlatformAdmin: true })).toBe('student');
  });
});
