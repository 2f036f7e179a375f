import { createContext, useContext, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import type { LiveStreams } from '../../../streams/create-live-streams';
import { consoleLive$, consoleProjects$ } from './console-live';
import { useObservable } from '../use-observable';
import type { VisibleProject } from './visible-projects';

/** Where the live streams and the user's projects come from; the console's by default, fakes in tests. */
export interface LiveSources {
  live$: Observable<LiveStreams | null>;
  projects$: Observable<readonly VisibleProject[]>;
}

const CONSOLE_SOURCES: LiveSources = { live$: consoleLive$, projects$: consoleProjects$ };

const LiveSourcesContext = createContext<LiveSources>(CONSOLE_SOURCES);

/** Overrides the live sources below it (tests, storybook-like previews); the console needs no provider. */
export function LiveSourcesProvider({ sources, children }: { sources: LiveSources; children: ReactNode }) {
  return <LiveSourcesContext.Provider value={sources}>{children}</LiveSourcesContext.Provider>;
}

/** The raw sources, for services that subscribe outside React's render (the alarm sound). */
export function useLiveSources(): LiveSources {
  return useContext(LiveSourcesContext);
}

/** The signed-in session's live streams, or null while signed out (or before they exist). */
export function useLiveStreams(): LiveStreams | null {
  return useObservable(useContext(LiveSourcesContext).live$, null);
}

const NO_PROJECTS: readonly VisibleProject[] = [];

/** The projects the signed-in user can see. */
export function useVisibleProjects(): readonly VisibleProject[] {
  return useObservable(useContext(LiveSourcesContext).projects$, NO_PROJECTS);
}
