import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  CLASSROOM_API,
  type ClassInput,
  type ClassSummary,
} from '../../../common/schemas/classroom';
import type { Caller } from '../activities/test-support';
import { ORIGIN } from '../auth/test-support';

/** Helpers shared by the classroom API tests (not a test file itself). */

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One API call as a browser would make it: JSON with our Origin for every state change. */
export function send(
  app: FastifyInstance,
  method: Method,
  url: string,
  caller?: Pick<Caller, 'cookies'>,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(caller ? { cookies: caller.cookies } : {}),
    ...(method === 'GET'
      ? {}
      : {
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          payload: JSON.stringify(payload ?? {}),
        }),
  });
}

/** A complete, valid class as the create form would send it. */
export function classInput(overrides: Partial<ClassInput> = {}): ClassInput {
  return {
    title: 'Theology 7A',
    gradeLevel: '7',
    subject: 'Theology',
    school: {
      name: 'St. Brigid Catholic School',
      address_1: '120 Main Street',
      address_2: '',
      city: 'Springfield',
      zip: '62701',
      country_code: 'US',
      state_code: 'IL',
    },
    ...overrides,
  };
}

/** Creates a class through the API as the teacher. */
export async function createClassAs(
  app: FastifyInstance,
  teacher: Caller,
  overrides: Partial<ClassInput> = {},
): Promise<ClassSummary> {
  const response = await send(app, 'POST', CLASSROOM_API.classes, teacher, classInput(overrides));
  if (response.statusCode !== 201) throw new Error(`Class not created: ${response.body}`);
  return response.json<ClassSummary>();
}

/** Audit rows written for an actor, oldest first. */
export async function auditOf(app: FastifyInstance, actorId: string) {
  return app.db
    .selectFrom('audit_log')
    .select(['action', 'actor_type', 'target_type', 'target_id', 'details'])
    .where('actor_id', '=', actorId)
    .orderBy('created_at')
    .execute();
}
