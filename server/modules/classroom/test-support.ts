import type { FastifyInstance } from 'fastify';
import {
  CLASSROOM_API,
  type ClassInput,
  type ClassSummary,
} from '../../../common/schemas/classroom';
import { send, type Caller } from '../../../tests/support/factories';

/** Helpers shared by the classroom API tests (not a test file itself). */

/** A complete, valid class as the create form would send it (with the school's address). */
export function classInput(
  overrides: Partial<ClassInput> = {},
): ClassInput & { school: NonNullable<ClassInput['school']> } {
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
