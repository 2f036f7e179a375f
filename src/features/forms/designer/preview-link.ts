import { PREVIEW_STORAGE_KEY } from '../preview/preview-source';
import { toFormData, type DesignField } from './design-model';

/**
 * Opens /previewModel in a new tab: a stored form by its id, or the design in hand, written to sessionStorage first
 * (a new tab opened from this one starts with a copy of its sessionStorage).
 */
export function openPreview(target: { id: string } | { fields: readonly DesignField[] }): void {
  if ('id' in target) {
    window.open(`/previewModel?id=${encodeURIComponent(target.id)}`, '_blank', 'noopener');
    return;
  }
  sessionStorage.setItem(PREVIEW_STORAGE_KEY, toFormData(target.fields));
  window.open('/previewModel?isPreview=1', '_blank');
}
