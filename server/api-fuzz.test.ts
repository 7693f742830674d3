import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { z } from 'zod';
import { STARTER_LIBRARY } from '../common/library';
import {
  invalidValue,
  isRecord,
  validValue,
  type FieldHints,
  type JsonSchema,
} from '../tests/support/fuzz/json-schema-arbitrary';
import { ORIGIN, signedInCoTeacher, signedInUser } from '../tests/support/factories';
import { buildTestApp } from '../tests/support/test-app';
import type { Database } from './db/schema';
import type { RouteEntry } from './plugins/route-table';

/**
 * Schema-driven fuzzing of the whole API (issue 9 point 14). For every route in the app's
 * route table, fast-check sends RUNS generated requests: path parameters, queries and bodies
 * that follow the route's schemas (mixed with the ids and codes of the demo data, so cases get
 * past "not found") and ones that break them, as each kind of caller and as nobody. No answer
 * may be a 5xx, and every 2xx JSON answer must match the route's response schema.
 *
 * The seed is fixed so a CI failure replays here; fast-check prints it, with the shrunk case.
 * The routes run in a fixed order (not shuffled): the cases change the database, so the same
 * seed only means the same run in the same order. Routes that end things (DELETE, logout,
 * removals) come last so they do not empty the data the others are fuzzed against.
 */
const SEED = 20_261_126;
const RUNS = 200;

const app: FastifyInstance = await buildTestApp('sqlite::memory:');
afterAll(() => app.close());

const ROLES = ['nobody', 'teacher', 'co-teacher', 'other-teacher', 'parent', 'student', 'admin'];
type Role = (typeof ROLES)[number];

const callers = await signInEveryRole();
const hints = await hintsFromData();

/** The API routes, with what ends things last. */
const routes = app.routeTable
  .filter(
    ({ method, url, schema }) => url.startsWith('/api/') && method !== 'HEAD' && !schema?.hide,
  )
  .toSorted((a, b) => Number(endsThings(a)) - Number(endsThings(b)));

let casesSent = 0;

describe('the whole API under generated requests', { shuffle: false }, () => {
  it('finds the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(90);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}: no 5xx, 2xx answers match their schema`, async () => {
      await fc.assert(
        fc.asyncProperty(requestOf(route), async (request) => {
          casesSent += 1;
          const response = await app.inject(request);
          const where = `${request.method} ${request.url} as ${request.role}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 200 && response.statusCode < 300) {
            expectMatchesResponseSchema(route, response.statusCode, response, where);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }, 180_000);
  }

  it('sent at least RUNS cases per route', ({ task }) => {
    // Printed after the run by tests/support/test-count-reporter.ts.
    task.meta.fuzzing = { cases: casesSent, routes: routes.length, seed: SEED };
    expect(casesSent).toBeGreaterThanOrEqual(routes.length * RUNS);
  });
});

// -------------------------------------------------------------------------------------------
// Requests

interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  role: Role;
  headers: Record<string, string>;
  cookies?: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

const JSON_HEADERS: Record<string, string> = { origin: ORIGIN, 'content-type': 'application/json' };

function requestOf(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  const schema = route.schema ?? {};
  const withBody = route.method !== 'GET';
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      valid: fc.boolean(),
      params: paramsOf(route),
      query: fc.oneof(
        validOrEmpty(schema.querystring),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 3 }),
      ),
      body: fc.boolean(),
      // Every case from its own address, so per-address limits do not end the fuzzing early.
      remoteAddress: fc.ipV4(),
    })
    .chain((parts) =>
      (withBody
        ? parts.valid
          ? validOrEmpty(schema.body)
          : invalidValue(jsonSchemaOf(schema.body) ?? {}, hints)
        : fc.constant(undefined)
      ).map((body) => ({ ...parts, bodyValue: body })),
    )
    .map(({ role, params, query, bodyValue, remoteAddress }) => {
      const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
        encodeURIComponent(String(params[name] ?? name)),
      );
      const search = new URLSearchParams(
        Object.entries(isRecord(query) ? query : {}).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      ).toString();
      return {
        method: route.method as FuzzRequest['method'],
        url: search ? `${path}?${search}` : path,
        role,
        headers: withBody ? JSON_HEADERS : {},
        ...(callers[role] ? { cookies: callers[role] } : {}),
        ...(withBody ? { payload: JSON.stringify(bodyValue ?? null) } : {}),
        remoteAddress,
      };
    });
}

/** Path parameters: real ids, values of the right shape, and anything at all. */
function paramsOf(route: RouteEntry): fc.Arbitrary<Record<string, unknown>> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const shaped = jsonSchemaOf(route.schema?.params);
  return fc.record(
    Object.fromEntries(
      names.map((name) => {
        // The live view streams for as long as its viewer may see it: real class ids would
        // keep the request open, so it is fuzzed with made-up ones (its own tests cover the
        // stream).
        const known = route.url.endsWith('/live') ? [] : (hints[name] ?? []);
        const property = shaped?.properties?.[name];
        return [
          name,
          fc.oneof(
            ...(known.length > 0 ? [fc.constantFrom(...known)] : []),
            property ? validValue(property) : fc.uuid(),
            fc.string({ minLength: 1, maxLength: 40 }),
          ),
        ];
      }),
    ),
  );
}

function validOrEmpty(schema: unknown): fc.Arbitrary<unknown> {
  const json = jsonSchemaOf(schema);
  return json ? validValue(json, hints) : fc.constant({});
}

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function endsThings({ method, url }: RouteEntry): boolean {
  return method === 'DELETE' || /(delete|logout|remove|revoke|unassign|decline|complete)/.test(url);
}

// -------------------------------------------------------------------------------------------
// Answers

function expectMatchesResponseSchema(
  route: RouteEntry,
  status: number,
  response: { headers: Record<string, unknown>; body: string },
  where: string,
) {
  const schema = route.schema?.response?.[String(status)] ?? route.schema?.response?.['2xx'];
  expect(schema, `${where}: no response schema for ${status}`).toBeDefined();
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('application/json') || !(schema instanceof z.ZodType)) return;
  const parsed = schema.safeParse(JSON.parse(response.body));
  expect(parsed.success ? [] : parsed.error.issues, where).toEqual([]);
}

// -------------------------------------------------------------------------------------------
// Callers and data (the demo data every test app is seeded with)

async function signInEveryRole(): Promise<Record<Role, Record<string, string> | undefined>> {
  const demo = async (email: string) => {
    const user = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return (await app.sessions.create({ kind: 'user', subjectType: 'user', subjectId: user.id }))
      .token;
  };
  const teacher = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'teacher@demo.lectio.app')
    .executeTakeFirstOrThrow();
  const demoClass = await app.db
    .selectFrom('classes')
    .select('id')
    .where('teacher_id', '=', teacher.id)
    .executeTakeFirstOrThrow();
  const student = await app.db
    .selectFrom('students')
    .select('id')
    .where('username', '=', 'maria.g')
    .executeTakeFirstOrThrow();
  const studentSession = await app.sessions.create({
    kind: 'student',
    subjectType: 'student',
    subjectId: student.id,
  });
  return {
    nobody: undefined,
    teacher: { t: await demo('teacher@demo.lectio.app') },
    'co-teacher': (await signedInCoTeacher(app, demoClass.id, teacher.id)).cookies,
    'other-teacher': (await signedInUser(app)).cookies,
    parent: { t: await demo('parent@demo.lectio.app') },
    student: { st: studentSession.token },
    admin: { t: await demo('admin@demo.lectio.app') },
  };
}

async function hintsFromData(): Promise<FieldHints> {
  // Any table's column: the names are fixed here, the types are not needed.
  const ids = async (table: keyof Database, column = 'id') =>
    (
      await app.db
        .selectFrom(table as 'classes')
        .select(sql<unknown>`${sql.ref(column)}`.as('value'))
        .execute()
    ).map((row) => row.value);
  const [classIds, studentIds, userIds, activityIds, projectIds, bookIds, orderIds] =
    await Promise.all([
      ids('classes'),
      ids('students'),
      ids('users'),
      ids('activities'),
      ids('projects'),
      ids('books'),
      ids('orders'),
    ]);
  const [orderNumbers, bookCodes, accessCodes, joinRequests, deletionRequests, schools] =
    await Promise.all([
      ids('orders', 'number'),
      ids('books', 'code'),
      ids('classes', 'access_code'),
      ids('class_join_requests'),
      ids('deletion_requests'),
      ids('schools'),
    ]);
  return {
    classId: classIds,
    studentId: studentIds,
    teacherId: userIds,
    activityId: activityIds,
    projectId: projectIds,
    bookId: bookIds,
    id: [...activityIds, ...orderIds],
    number: orderNumbers,
    requestId: [...joinRequests, ...deletionRequests],
    schoolId: schools,
    libraryId: STARTER_LIBRARY.map((activity) => activity.id),
    code: [...bookCodes, ...accessCodes],
    email: ['teacher@demo.lectio.app', 'parent@demo.lectio.app', 'admin@demo.lectio.app'],
    username: ['maria.g', 'jonah.b'],
    i: ['JOIN-7A-2026'],
  };
}
