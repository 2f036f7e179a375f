import { randomToken } from '../../lib/ids';
import { ExpiringCache } from '../../lib/expiring-cache';

// Exports waiting for their download: ExportData answers a signed one-minute link (the console opens it as a plain
// download, which sends no token), so the file is held here until then, for its maker only. Bounded: at most 20
// files, none older than two minutes; a restart drops them (the person exports again).

export interface ExportFile {
  userId: string;
  name: string;
  buffer: Buffer;
}

const EXPORTS = new ExpiringCache<string, ExportFile>({ maxEntries: 20, ttlMs: 2 * 60_000 });

/** Keeps the file; returns the key its link names. */
export function keepExport(file: ExportFile): string {
  const key = randomToken(18);
  EXPORTS.set(key, file);
  return key;
}

/** The file the key names, when it is still held. */
export function readExport(key: string): ExportFile | undefined {
  return EXPORTS.get(key);
}
