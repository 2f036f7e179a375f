import type { TFunction } from 'i18next';

// The categories a form is filed under. The server takes any short text (the demo's forms use these codes); the
// designer offers this fixed list and shows an unknown stored code as it is.

export const FORM_CATEGORIES = ['inspection', 'patrol', 'maintenance', 'general'] as const;

/** The category's name in the console's language; an unknown code is shown as stored. */
export function categoryName(t: TFunction, code: string): string {
  switch (code) {
    case 'inspection':
      return t('designer.category.inspection');
    case 'patrol':
      return t('designer.category.patrol');
    case 'maintenance':
      return t('designer.category.maintenance');
    case 'general':
      return t('designer.category.general');
    default:
      return code;
  }
}

export const categoryOptions = (t: TFunction) => FORM_CATEGORIES.map((code) => ({ value: code, label: categoryName(t, code) }));
