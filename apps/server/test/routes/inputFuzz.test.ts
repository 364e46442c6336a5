import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cylinderRegistryApi, importTemplatePath, sharedApi } from '@gcs/contracts';
import { demoAccounts } from '../../src/db/seed/demoAccounts';
import { seedDemoData } from '../../src/db/seed/index';
import type { RouteRecord } from '../../src/platform/routes';
import { sm3Hex } from '../../src/platform/passwords';
import { buildTestApp, testCaptchaCode, testToday, type TestApp } from '../support/testApp';
import { pngPicture } from '../support/fixtures';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { describeRequest, toInject, type FuzzInput } from './fuzz/fuzzRequests';
import { bodyArbitrary, fieldExamples, multipartArbitrary, queryArbitrary } from './fuzz/inputArbitraries';

/**
 * Every registered route, driven with inputs generated from its declared contract, as the system manager (so the
 * handlers run past the access checks) and without a session: whatever arrives, the answer is never a 5xx.
 * Bounded and repeatable: a fixed number of runs per route, and a seed per route derived from one base seed (adding
 * a route does not change the inputs of the others). FUZZ_SEED and FUZZ_RUNS widen a local search.
 */
const baseSeed = Number(process.env.FUZZ_SEED ?? 20260615);
const runsWithSession = Number(process.env.FUZZ_RUNS ?? 32);
const runsWithoutSession = Math.max(1, Math.round(runsWithSession / 4));

/** The routes that take multipart form data, with the form fields they read. */
const multipartFields: Record<string, readonly string[]> = {
  [`POST ${sharedApi.uploadImage.path}`]: ['file'],
  [`POST ${cylinderRegistryApi.importCylinders.path}`]: ['CylinderCategory', 'StationId'],
};

let database: TestDatabase;
let app: TestApp;
let superadminId: number;
/** A real picture and the real import template: uploads whose file is good reach the handler's other checks. */
let files: Uint8Array[];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { cylinders: 5, fillingRecords: 40, imageShare: 1, anchorDate: testToday });
  app = await buildTestApp(database, { publicRateLimitPerMinute: 100_000 });
  const { loginCode, password } = demoAccounts.superadmin;
  const login = await app.inject({
    method: 'POST',
    url: '/api/samr/Auth/login',
    payload: { Code: loginCode, password: sm3Hex(password), verifyCode: testCaptchaCode },
  });
  expect(login.json(), 'the system manager logs in').toMatchObject({ succeded: true, isSystemManeger: true });
  const user = await database.db
    .selectFrom('app_user')
    .select('id')
    .where('login_code', '=', loginCode)
    .executeTakeFirstOrThrow();
  superadminId = user.id;
  const template = await app.inject({
    url: `${importTemplatePath}?CylinderCategory=1`,
    headers: { authorization: `Bearer ${await app.sessions.create(superadminId)}` },
  });
  expect(template.statusCode, 'the import template').toBe(200);
  files = [pngPicture(), template.rawPayload];
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/**
 * Reads first, then changes: a change made by a generated request (a deletion, a retired rule) cannot alter what a
 * read route is driven against. Each request also carries its own new session of the system manager, so a
 * generated logout or a password change ends only that session, never the rest of the run.
 */
function drivenRoutes(): RouteRecord[] {
  const routes = app.routeCatalogue.filter((route) => route.method !== 'HEAD');
  return [...routes.filter((route) => route.method === 'GET'), ...routes.filter((route) => route.method !== 'GET')];
}

function inputArbitrary(route: RouteRecord): fc.Arbitrary<FuzzInput> {
  const multipart = multipartFields[`${route.method} ${route.url}`];
  const body = multipart
    ? fc.oneof(
        {
          weight: 4,
          arbitrary: multipartArbitrary(multipart, files).map((parts) => ({ kind: 'multipart' as const, parts })),
        },
        { weight: 1, arbitrary: bodyArbitrary(undefined) },
      )
    : bodyArbitrary(route.input.body);
  return fc.record({
    wildcard: fc.constantFrom('index.css', 'swagger-ui.css', '..%2F..%2Fpackage.json', '%00', 'a%ZZ', 'x'.repeat(300)),
    query: queryArbitrary(route.input.query),
    body,
  });
}

/** Each declared field alone with each canonical hostile value: every field is tried, whatever the random runs do. */
function examplesOf(route: RouteRecord): [FuzzInput][] {
  const queries = fieldExamples(route.input.query).map((query): FuzzInput => ({ query, body: { kind: 'none' } }));
  const bodies = fieldExamples(route.input.body).map((value): FuzzInput => ({
    query: {},
    body: { kind: 'json', value },
  }));
  return [...queries, ...bodies].map((input) => [input]);
}

const seedOf = (key: string) => (baseSeed ^ createHash('sha256').update(key).digest().readInt32BE(0)) | 0;

describe('every route answers bad input without a server error', () => {
  // Registered routes are known only once the app is built; one test walks them all and reports each failure.
  it('drives every registered route with generated input', async () => {
    const failures: string[] = [];
    const routes = drivenRoutes();
    expect(routes.length, 'routes found').toBeGreaterThan(100);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const examples = examplesOf(route);
      for (const withSession of [true, false]) {
        const result = await fc.check(
          fc.asyncProperty(inputArbitrary(route), async (input) => {
            const token = withSession ? await app.sessions.create(superadminId) : undefined;
            const request = toInject(route.method, route.url, input, token);
            const response = await app.inject(request);
            if (response.statusCode >= 500) {
              throw new Error(
                `${key} answered ${response.statusCode} ${response.body.slice(0, 200)}\n${describeRequest(request, input)}`,
              );
            }
          }),
          {
            // The examples count among the runs: the random runs come on top of them.
            numRuns: withSession ? runsWithSession + examples.length : runsWithoutSession,
            seed: seedOf(key),
            examples: withSession ? examples : [],
            endOnFailure: true,
          },
        );
        if (result.failed) {
          const error =
            result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
          failures.push(`${error}\n(replay: seed ${result.seed}, path ${result.counterexamplePath ?? ''})`);
        }
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    // A bound against a hang, not a speed check: the number of requests is fixed, and on a slow machine with the
    // embedded suite running beside the database suite they took more than 300 s.
  }, 600_000);
});
