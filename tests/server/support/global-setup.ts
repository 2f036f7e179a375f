import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates, dropDatabaseTemplates, type DatabaseTemplates } from './database-templates';
import { testConfig } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Builds the migrated and the seeded template databases once for the whole server project (database-templates.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const templates = await buildDatabaseTemplates(testConfig(), adminUrl);
  project.provide('databaseTemplates', templates);
  return () => dropDatabaseTemplates(templates, adminUrl);
}
