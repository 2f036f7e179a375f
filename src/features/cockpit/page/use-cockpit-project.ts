import { useVisibleProjects } from '../../../lib/live/live-context';
import { useSelectedProject } from '../../../lib/selected-project';

/** The project the cockpit shows: the one chosen in the top bar, else the user's first (a wall opened straight away). */
export function useCockpitProject(): string | null {
  const selected = useSelectedProject()?.projectId ?? null;
  const first = useVisibleProjects()[0]?.id ?? null;
  return selected ?? first;
}
