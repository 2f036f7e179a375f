import type { CockpitLayout } from '../../../../server/src/wire/cockpit';
import { createLocalValue } from '../../../lib/local-value';

type Chosen = Record<string, string>;

function parseChosen(raw: unknown): Chosen | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The layout last chosen on this browser, per project (`sluice_cockpit_layout`): a wall reopens on it after a reload. */
export const chosenLayouts = createLocalValue<Chosen>({ key: 'cockpit_layout', fallback: {}, parse: parseChosen });

export function rememberLayout(projectId: string, layoutId: string | null): void {
  const next = { ...chosenLayouts.get() };
  if (layoutId) next[projectId] = layoutId;
  else delete next[projectId];
  chosenLayouts.set(next);
}

/**
 * The layout to show: the one the address names (`?screen=`, a data-screen menu entry), else the one last chosen
 * here, else the project's default (the list's first), so a deleted or foreign id falls back quietly.
 */
export function pickLayout(list: readonly CockpitLayout[], wanted: readonly (string | null | undefined)[]): CockpitLayout | null {
  for (const id of wanted) {
    const found = id ? list.find((layout) => layout.id === id) : undefined;
    if (found) return found;
  }
  return list.find((layout) => layout.isDefault) ?? list[0] ?? null;
}
