import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openRequestDatabase } from './db/appRole';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { syncMenuRegistry } from './db/menuRegistry';
import { sealSiblingSecrets } from './db/sealSiblingSecrets';
import { databaseHasData, seedDemoData } from './db/seed/index';
import { PersonalDataCipher } from './platform/personalData';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.database.url) mkdirSync(config.database.dataDir, { recursive: true });
  // The schema owner's connection applies the migrations and loads the demo data; requests then run as the
  // application's role (DATABASE_APP_ROLE, gcs_app), which may not change the schema or the system log.
  const owner = await openDatabase({
    url: config.database.ownerUrl,
    dataDir: config.database.dataDir,
    poolSize: config.database.poolSize,
    schema: config.database.schema,
  });
  const applied = await migrate(owner.db);
  const requests = await openRequestDatabase(owner, config.database);
  const database = requests.database;
  const app = await buildApp({ config, database });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');

  if (config.seedDemoData && !(await databaseHasData(owner.db))) {
    app.log.info('empty database: loading demo data (about two minutes on the embedded database)');
    const started = Date.now();
    const summary = await seedDemoData(owner.db);
    app.log.info({ ...summary, ms: Date.now() - started }, 'demo data loaded');
  }

  const sealed = await sealSiblingSecrets(owner.db, new PersonalDataCipher(config.personalDataKey));
  if (sealed > 0) app.log.info({ sealed }, 'sibling platforms’ secrets sealed under PERSONAL_DATA_KEY');

  const menusAdded = await syncMenuRegistry(owner.db);
  if (menusAdded > 0) app.log.info({ menusAdded }, 'menu entries added from the page registry');
  await requests.assumeRole();
  if (database !== owner) await owner.close();
  if (config.database.appRole) app.log.info({ role: config.database.appRole }, 'requests run as the application role');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `气瓶安全监管平台已启动：http://localhost:${config.port}（数据库：${database.kind === 'pglite' ? `内嵌 ${config.database.dataDir}` : 'PostgreSQL'}）`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('服务启动失败：', error);
  }
  process.exit(1);
});
