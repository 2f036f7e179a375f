import type { ServerConfig } from '../config';
import type { Db } from '../db/database';

/** Placeholder replaced by the demo seed; returns whether it created data. */
export async function seedDemoData(db: Db, config: ServerConfig): Promise<boolean> {
  void db;
  void config;
  return false;
}
