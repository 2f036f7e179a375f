import { createMonitoringApp, type EnvelopeAnswer, type MonitoringContext, type PEOPLE } from '../monitoring/monitoring-test-app';
import { cockpitDb } from '../../../server/src/cockpit/cockpit-table';
import type { CockpitLayouts, CockpitWidget } from '../../../server/src/wire/cockpit';

// The demo network with the shorthands the cockpit suites call: the reservoir project and its people.

export type Person = keyof typeof PEOPLE;

export interface CockpitContext extends MonitoringContext {
  get(person: Person, url: string): Promise<EnvelopeAnswer>;
  send(person: Person, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<EnvelopeAnswer>;
  layoutCount(): Promise<number>;
}

export async function createCockpitApp(): Promise<CockpitContext> {
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
    async layoutCount() {
      const row = await cockpitDb(ctx.database.db)
        .selectFrom('cockpitLayout')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** A small valid layout: two widgets placed on every breakpoint. */
export function smallLayout(pointId = 'mp-qs-we1'): { widgets: CockpitWidget[]; layouts: CockpitLayouts } {
  return {
    widgets: [
      { i: 'alarms', type: 'alarms', options: {} },
      { i: 'flow', type: 'seepageFlow', options: { pointId, rangeMs: 86_400_000, title: 'Weir 1' } },
    ],
    layouts: {
      lg: [
        { i: 'alarms', x: 0, y: 0, w: 4, h: 8 },
        { i: 'flow', x: 4, y: 0, w: 8, h: 8 },
      ],
      md: [
        { i: 'alarms', x: 0, y: 0, w: 4, h: 8 },
        { i: 'flow', x: 4, y: 0, w: 6, h: 8 },
      ],
      sm: [
        { i: 'alarms', x: 0, y: 0, w: 4, h: 8 },
        { i: 'flow', x: 0, y: 8, w: 4, h: 8 },
      ],
    },
  };
}
