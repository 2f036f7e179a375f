import type { CachedPoint } from '../point-cache';

/** Limits of the ingest paths (documented in server/docs/monitoring.md). */
export const INGEST_LIMITS = {
  /** Readings in one `POST /api/monitoring/readings` call; a bigger batch is refused whole. */
  jsonBatch: 50_000,
  /** Readings one imported file may yield; a bigger file is refused whole. */
  importReadings: 200_000,
  /** Bytes of one imported file. */
  importFileBytes: 32 * 1024 * 1024,
  /** A reading may be at most this far ahead of the server clock (logger clocks drift a little). */
  futureSkewMs: 5 * 60_000,
  /** At most this many rejections are listed; `rejectedCount` always has the total. */
  listedRejections: 1_000,
} as const;

/** One reading as a caller sent it, before validation. Imports also say where it came from. */
export interface ReadingInput {
  /** The point's id, or its code. */
  pointId: unknown;
  /** Epoch ms, or a date-time text read in the dam's time zone. */
  ts: unknown;
  value?: unknown;
  values?: unknown;
  quality?: unknown;
  /** Position in the caller's list (JSON) or data row (files, 0-based); defaults to the list position. */
  index?: number;
  /** 1-based line in an imported file. */
  line?: number;
  /** The file column the value came from. */
  field?: string;
  /** Set by a file parser that already knows the reading is bad (e.g. a logger's NAN); it is rejected with this. */
  invalidReason?: string;
}

/** Why one reading was not stored. */
export interface Rejection {
  index: number;
  line?: number;
  field?: string;
  pointId?: string;
  reason: string;
}

/** A reading that passed validation, with its point resolved. */
export interface ValidReading {
  point: CachedPoint;
  ts: number;
  value: number;
  values: Record<string, number> | null;
  quality: number;
  index: number;
  line?: number;
}

export interface IngestResult {
  /** Readings in the request. */
  received: number;
  /** Newly stored readings. */
  accepted: number;
  /** Valid readings whose (point, time) was already stored, or repeated in the batch: not errors, not stored again. */
  duplicates: number;
  /** The first `INGEST_LIMITS.listedRejections` rejections, in input order. */
  rejected: Rejection[];
  rejectedCount: number;
  /** False when nothing was written (atomic mode with rejections, or an empty batch). */
  committed: boolean;
}
