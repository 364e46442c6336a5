import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Capability } from '@gcs/contracts';
import { insertFixture, type Fixture } from './fixtures';
import { grantPages } from './grantPages';
import { bearer, insertIdentityFixture, type IdentityFixture } from './identity';
import { buildTestApp, type TestApp } from './testApp';
import { openTestDatabase, type TestDatabase } from './testDatabase';

export interface RouteTest {
  database: TestDatabase;
  app: TestApp;
  fixture: Fixture;
  identity: IdentityFixture;
  /** Sends a request as the user, through a session created directly (the login has tests of its own). */
  as: (userId: number, request: InjectOptions) => Promise<LightMyRequestResponse>;
  /** GET of the url as the user. */
  get: (userId: number, url: string) => Promise<LightMyRequestResponse>;
}

/**
 * The set-up most route tests share (docs/testing.md): the worker's migrated database, the app, the route-test
 * fixture (a city regulator and its station) with its four users, and the pages of `grants` given to both the
 * regulator's and the station's role. Its fields are filled before the file's first test and closed after its last.
 */
export function routeTest(grants: readonly Capability[] = []): RouteTest {
  const test = {} as RouteTest;
  beforeAll(async () => {
    test.database = await openTestDatabase();
    test.app = await buildTestApp(test.database);
    test.fixture = await insertFixture(test.database.db);
    test.identity = await insertIdentityFixture(test.database.db, test.fixture, '2026-11-01T02:00:00.000Z');
    if (grants.length > 0) await grantPages(test.database.db, ['市级监管', '充装站'], grants);
  });
  afterAll(async () => {
    await test.app.close();
    await test.database.close();
  });
  test.as = async (userId, request) => {
    const token = await test.app.sessions.create(userId);
    return test.app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
  };
  test.get = (userId, url) => test.as(userId, { method: 'GET', url });
  return test;
}
