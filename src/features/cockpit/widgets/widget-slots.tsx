import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { CockpitWidgetType } from '../../../../server/src/wire/cockpit-grid';
import type { CockpitWidgetProps } from './widget-props';

/** Widgets another feature draws (alarms, weather): a feature may not import another, so the app hands them in. */
export type CockpitWidgetSlots = Partial<Record<CockpitWidgetType, ComponentType<CockpitWidgetProps>>>;

const NO_SLOTS: CockpitWidgetSlots = {};
const SlotsContext = createContext<CockpitWidgetSlots>(NO_SLOTS);

/** Provides the widgets of other features to the grid below it (src/app composes them; tests pass fakes). */
export function CockpitWidgetSlotsProvider({ slots, children }: { slots: CockpitWidgetSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export function useCockpitWidgetSlots(): CockpitWidgetSlots {
  return useContext(SlotsContext);
}
