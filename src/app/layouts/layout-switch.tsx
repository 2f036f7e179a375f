import type { ComponentType } from 'react';
import { normalizeLayoutType, type LayoutType } from '../../lib/session-types';
import { useSetting } from '../../lib/use-setting';
import { ClassicLayout } from './classic-layout';

/** The layouts that exist so far; a type without its own layout gets the classic one (spec 2.5). */
const LAYOUTS: Partial<Record<LayoutType, ComponentType>> = {
  classic: ClassicLayout,
};

/** Renders the signed-in shell in the layout the user chose (stored layoutType). */
export function LayoutSwitch() {
  const layoutType = normalizeLayoutType(useSetting('layoutType'));
  const Chosen = LAYOUTS[layoutType] ?? ClassicLayout;
  return <Chosen />;
}
