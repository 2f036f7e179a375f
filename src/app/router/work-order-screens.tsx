import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GeneratedFormFields } from '../../features/forms/render/generated-form-fields';
import { parseFormFields } from '../../features/forms/render/parse-form-fields';
import { recordFromValues, valuesFromRecord } from '../../features/forms/render/value-conversion';
import { FillInPage } from '../../features/work-orders/fill-in/fill-in-page';
import type { FormRenderer } from '../../features/work-orders/fill-in/form-renderer';
import { FormDetailsPage } from '../../features/work-orders/fill-in/form-details-page';

// The fill-in pages draw work-order forms with the forms feature's renderer; a feature may not import another, so
// the app hands it over here. This module is itself loaded lazily by screen-registry.tsx.

const FORM_RENDERER: FormRenderer = { parseFormFields, recordFromValues, valuesFromRecord, Fields: GeneratedFormFields };

const GeneratedListPage = lazy(() =>
  import('../../features/forms/generated/generated-list-page').then((module) => ({ default: module.GeneratedListPage })),
);

/**
 * /model/{templateId}: with `fillingStatus` in the query it is the fill-in page (seed 001 section 2); without, a menu
 * of type 3 (a generated form's list, contract section 3), which shares the address.
 */
export function ModelScreen() {
  const [params] = useSearchParams();
  return params.has('fillingStatus') ? <FillInPage renderer={FORM_RENDERER} /> : <GeneratedListPage />;
}

/** /formDetails?id=: an order's filled form, read-only. */
export function FormDetailsScreen() {
  return <FormDetailsPage renderer={FORM_RENDERER} />;
}
