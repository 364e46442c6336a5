import type { AddressInfo } from 'node:net';
import { buildApp } from '@gcs/server/app';
import { loadConfig } from '@gcs/server/config';
import { openDatabase } from '@gcs/server/db';
import { seedDemoData } from '@gcs/server/seed';
import { demoAccounts } from '@gcs/server/demo-accounts';
import { migrate } from '../../../apps/server/src/db/migrate';
import { productionEnvironment } from './productionEnvironment';

/**
 * The platform as deployed on the embedded database (in memory, a small demo archive), for the import bombs: prints
 * one line of JSON with its port, its process id and a station user's session token, then serves until killed.
 */
const config = loadConfig({ ...productionEnvironment, HOST: '127.0.0.1', PORT: '0' });
const database = await openDatabase({ dataDir: 'memory://' });
await migrate(database.db);
await seedDemoData(database.db, { cylinders: 20, fillingRecords: 0, imageShare: 0 });
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const user = await database.db
  .selectFrom('app_user')
  .select('id')
  .where('login_code', '=', demoAccounts.station.loginCode)
  .executeTakeFirstOrThrow();
const token = await app.sessions.create(user.id);
console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port, pid: process.pid, token }));
