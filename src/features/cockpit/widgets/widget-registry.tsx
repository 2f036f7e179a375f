import { lazy, type ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { CockpitWidgetType } from '../../../../server/src/wire/cockpit-grid';
import type { CockpitWidgetProps } from './widget-props';

type WidgetComponent = ComponentType<CockpitWidgetProps>;

/** What the grid knows about a widget type besides its component. */
export interface WidgetKind {
  /** Null: drawn by another feature and handed in through CockpitWidgetSlotsProvider (the app composes it). */
  component: WidgetComponent | null;
  /** A chart that loads its window again once after the live feed recovers (the readings missed while it was down). */
  refetchOnRecovery: boolean;
  /** Size when added in edit mode, in grid units of the widest breakpoint. */
  size: { w: number; h: number };
}

const named = <K extends string>(load: () => Promise<Record<K, WidgetComponent>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

/**
 * Every cockpit widget type, each its own chunk: a wall loads only the widgets its layout holds, and the map's
 * maplibre and deck.gl load only with the map.
 */
export const WIDGET_KINDS: Record<CockpitWidgetType, WidgetKind> = {
  alarms: { component: null, refetchOnRecovery: false, size: { w: 4, h: 8 } },
  kpi: { component: named(() => import('./kpi-widget'), 'KpiWidget'), refetchOnRecovery: false, size: { w: 12, h: 3 } },
  seepageFlow: {
    component: named(() => import('./seepage-flow-widget'), 'SeepageFlowWidget'),
    refetchOnRecovery: true,
    size: { w: 6, h: 8 },
  },
  piezometric: {
    component: named(() => import('./piezometric-widget'), 'PiezometricWidget'),
    refetchOnRecovery: true,
    size: { w: 6, h: 8 },
  },
  piezometricVsReservoir: {
    component: named(() => import('./pressure-scatter-widget'), 'PressureScatterWidget'),
    refetchOnRecovery: true,
    size: { w: 4, h: 8 },
  },
  surfaceDisplacement: {
    component: named(() => import('./surface-displacement-widget'), 'SurfaceDisplacementWidget'),
    refetchOnRecovery: true,
    size: { w: 6, h: 8 },
  },
  inclinometerProfile: {
    component: named(() => import('./inclinometer-widget'), 'InclinometerWidget'),
    refetchOnRecovery: true,
    size: { w: 4, h: 8 },
  },
  weather: { component: null, refetchOnRecovery: false, size: { w: 4, h: 8 } },
  map: { component: named(() => import('../map/map-widget'), 'MapWidget'), refetchOnRecovery: false, size: { w: 6, h: 10 } },
};

/** A widget type's name in the interface language (static keys, one per type). */
export function widgetTypeTitle(t: TFunction, type: CockpitWidgetType): string {
  switch (type) {
    case 'alarms':
      return t('cockpit.widget.alarms');
    case 'kpi':
      return t('cockpit.widget.kpi');
    case 'seepageFlow':
      return t('cockpit.widget.seepage-flow');
    case 'piezometric':
      return t('cockpit.widget.piezometric');
    case 'piezometricVsReservoir':
      return t('cockpit.widget.piezometric-vs-reservoir');
    case 'surfaceDisplacement':
      return t('cockpit.widget.surface-displacement');
    case 'inclinometerProfile':
      return t('cockpit.widget.inclinometer-profile');
    case 'weather':
      return t('cockpit.widget.weather');
    case 'map':
      return t('cockpit.widget.map');
  }
}
