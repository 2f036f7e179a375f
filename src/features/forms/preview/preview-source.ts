import { useQuery } from '@tanstack/react-query';
import { RENDER_API } from '../render/api';
import { parseFormFields } from '../render/parse-form-fields';
import type { FormField } from '../../../../server/src/wire/visualdev';

// Where /previewModel finds the design: `?id=` a stored form's saved design (GET /api/visualdev/Base/{id}); otherwise,
// with `?isPreview=1`, the design the designer left in this tab's sessionStorage (H's preview-link.ts writes it).

/** The sessionStorage key the designer writes the design in hand to. */
export const PREVIEW_STORAGE_KEY = 'sluice.formPreview';

export interface PreviewDesign {
  name: string;
  fields: FormField[];
}

function designInSession(): PreviewDesign | undefined {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(PREVIEW_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, a sandboxed frame): nothing to preview.
  }
  return text === null ? undefined : { name: '', fields: parseFormFields(text) };
}

/** The design to preview, or undefined when the address names none. */
export function usePreviewDesign(id: string | null, isPreview: boolean) {
  return useQuery({
    queryKey: ['forms', 'preview', id ?? 'session', isPreview],
    queryFn: async (): Promise<PreviewDesign | null> => {
      if (id) {
        const base = await RENDER_API.formDefinition(id);
        return { name: base.fullName, fields: parseFormFields(base.formData) };
      }
      return (isPreview ? designInSession() : undefined) ?? null;
    },
    staleTime: 0,
    gcTime: 0,
  });
}
