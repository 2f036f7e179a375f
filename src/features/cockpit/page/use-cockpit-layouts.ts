import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CockpitLayout } from '../../../../server/src/wire/cockpit';
import { cockpitApi } from '../api';
import type { LayoutDraft } from '../grid/layout-draft';

const layoutsKey = (projectId: string) => ['cockpit', 'layouts', projectId] as const;

/** The project's layouts: its default first (published, or the server's built-in one), then the user's own. */
export function useCockpitLayouts(projectId: string) {
  return useQuery({
    queryKey: layoutsKey(projectId),
    queryFn: ({ signal }) => cockpitApi.layouts(projectId, signal),
  });
}

/**
 * Saving, deleting and publishing layouts. Each refreshes the list; a save resolves with the stored layout so the page
 * can show it. A layout the user does not own is saved as a new one of theirs; their own is updated in place.
 */
export function useLayoutMutations(projectId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: layoutsKey(projectId) });
  const save = useMutation({
    mutationFn: ({ base, draft }: { base: CockpitLayout; draft: LayoutDraft }): Promise<CockpitLayout> =>
      base.scope === 'user'
        ? cockpitApi.update(base.id, draft)
        : cockpitApi.create({ projectId, name: draft.name, widgets: draft.widgets, layouts: draft.layouts }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => cockpitApi.remove(id), onSuccess: refresh });
  const publish = useMutation({ mutationFn: (id: string) => cockpitApi.publish(id), onSuccess: refresh });
  return { save, remove, publish };
}
