import { of, type Observable } from 'rxjs';
import type { LiveStreams } from '../../../streams/create-live-streams';
import type { VisibleProject } from '../../../src/lib/live/visible-projects';

/**
 * Stands in for src/lib/live/console-live.ts in the unit project (vitest.config.ts). The console's runtime lives for
 * the page's life, and unit files share loaded modules: a real one started by one file would keep polling alarms and
 * fetching projects from whatever fake API a later file installs. A test that wants live data passes its own sources
 * (LiveSourcesProvider); everything else renders signed-out live state.
 */
export const consoleProjects$: Observable<readonly VisibleProject[]> = of([]);
export const consoleLive$: Observable<LiveStreams | null> = of(null);
