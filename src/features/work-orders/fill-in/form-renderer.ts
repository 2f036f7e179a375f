import type { ComponentType } from 'react';
import type { FormField } from '../../../../server/src/wire/visualdev';

/**
 * The form renderer the fill-in pages draw a work-order form with. It belongs to the forms feature, which this one
 * may not import (a feature never imports another); the app wires the one renderer in (app/router/work-order-screens.tsx).
 */
export interface FormRenderer {
  parseFormFields: (formData: string) => FormField[];
  recordFromValues: (fields: readonly FormField[], values: Record<string, unknown>) => Record<string, unknown>;
  valuesFromRecord: (fields: readonly FormField[], record: Record<string, unknown>) => Record<string, unknown>;
  /** One Form.Item per field inside the caller's antd Form; read-only shows values without editing. */
  Fields: ComponentType<{ fields: readonly FormField[]; readOnly?: boolean; disabled?: boolean }>;
}
