import { createLocalValue } from '../../../lib/local-value';
import { isCycleSeconds, type CycleSeconds } from './use-layout-cycle';

/** How often this browser's wall moves to the next layout (`sluice_cockpit_cycle`, seconds, 0 off). */
export const cycleSetting = createLocalValue<CycleSeconds>({
  key: 'cockpit_cycle',
  fallback: 0,
  parse: (raw) => (typeof raw === 'number' && isCycleSeconds(raw) ? raw : undefined),
});
