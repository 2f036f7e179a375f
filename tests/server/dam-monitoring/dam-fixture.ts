import type { Db } from '../../../server/src/db/database';
import { createMonitoringApp, type EnvelopeAnswer, type MonitoringContext, type PEOPLE } from '../monitoring/monitoring-test-app';

// The demo network's reservoir (Qingshui, project prj-qingshui-dam) with a few hand-made readings per point: small,
// fixed data whose statistics the suites can work out by hand.

/** A fixed past hour, so no reading or record lies in the future. */
export const T0 = Date.UTC(2026, 9, 1, 0, 0, 0);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const POINT = {
  level: 'mp-qs-sw1',
  rain: 'mp-qs-rg1',
  rain2: 'mp-qs-rg2',
  flow: 'mp-qs-we1',
  osmotic: 'mp-qs-up1',
  surface: 'mp-qs-tp1',
  deep: 'mp-qs-in1',
  /** On the river project, which the reservoir engineer and viewer are not members of. */
  riverOsmotic: 'mp-lj-up1',
} as const;

export interface StoredReading {
  ts: number;
  value: number;
  values?: Record<string, number>;
  quality?: number;
}

/** Stores readings as the ingest would, and moves the point's latest reading to the newest of them. */
export async function storeReadings(db: Db, pointId: string, readings: readonly StoredReading[]): Promise<void> {
  await db
    .insertInto('reading')
    .values(
      readings.map((reading) => ({
        pointId,
        ts: reading.ts,
        value: reading.value,
        valuesJson: reading.values ? JSON.stringify(reading.values) : null,
        quality: reading.quality ?? 0,
      })),
    )
    .execute();
  const newest = readings.reduce((a, b) => (b.ts > a.ts ? b : a));
  await db
    .insertInto('latestReading')
    .values({
      pointId,
      ts: newest.ts,
      value: newest.value,
      valuesJson: newest.values ? JSON.stringify(newest.values) : null,
      quality: newest.quality ?? 0,
      receivedAt: newest.ts,
    })
    .onConflict((oc) => oc.column('pointId').doUpdateSet({ ts: newest.ts, value: newest.value }))
    .execute();
}

export type Person = keyof typeof PEOPLE;

/** The demo app plus shorthands for the calls the suites make. */
export interface DamContext extends MonitoringContext {
  get(person: Person, url: string): Promise<EnvelopeAnswer>;
  send(person: Person, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<EnvelopeAnswer>;
}

export async function createDamApp(): Promise<DamContext> {
  const ctx = await createMonitoringApp();
  return {
    ...ctx,
    get: (person, url) => ctx.call(person, { method: 'GET', url }),
    send: (person, method, url, payload) =>
      ctx.call(person, {
        method,
        url,
        ...(payload === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
      }),
  };
}
