import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

/**
 * Whether the settings drawer is open. Kept outside the layouts: choosing another navigation mode swaps the whole
 * layout, and the drawer must stay open while the person compares them.
 */
export const settingsDrawer = {
  open: () => set(true),
  close: () => set(false),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: () => open,
};

export function useSettingsDrawerOpen(): boolean {
  return useSyncExternalStore(settingsDrawer.subscribe, settingsDrawer.isOpen);
}
