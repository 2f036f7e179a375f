import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedAll } from './seed/seed-all';

const startedAt = performance.now();
const config = loadConfig();
const database = openDatabase(config);
await migrateToLatest(database.db);
const seeded = await seedAll(database.db, config, (line) => process.stdout.write(`  ${line}\n`));

const app = await buildApp({
  config,
  database,
  logger: { level: config.logLevel, transport: undefined },
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = `http://localhost:${config.port}`;
app.log.info({ ms: Math.round(performance.now() - startedAt), database: database.dialect }, `Sluice is listening on ${where}`);
if (config.adminPasswordIsDefault) app.log.warn('SLUICE_ADMIN_PASSWORD is not set: the administrator uses the default demo password');
if (config.demoPasswordIsDefault) app.log.warn('SLUICE_DEMO_PASSWORD is not set: demo accounts use the default demo password');
// The demo sign-ins go to stdout plainly, so a person starting Sluice sees them whatever the log level.
process.stdout.write(
  `\n  Sluice console: ${where}\n` +
    `  ${seeded ? 'Created the demo data.' : 'Using the existing database.'} Demo sign-ins:\n` +
    `    admin / ${config.adminPasswordIsDefault ? config.adminPassword : '(SLUICE_ADMIN_PASSWORD)'}   (administrator)\n` +
    `    duty01, engineer01, viewer01 ... / ${config.demoPasswordIsDefault ? config.demoPassword : '(SLUICE_DEMO_PASSWORD)'}\n\n`,
);
