import { FILLING_STATUS, type FillingStatus } from '../../../../server/src/wire/work-orders-codes';

/** The fill-in page of seed 001 section 2: /model/{templateId}?id=<fill-in id>&fillingStatus=<0..3>. */
export function fillInPath(templateId: string, fillingId: string, fillingStatus: number): string {
  const query = new URLSearchParams({ id: fillingId, fillingStatus: String(fillingStatus) });
  return `/model/${encodeURIComponent(templateId)}?${query.toString()}`;
}

/** An order's filled form, read-only. */
export function formDetailsPath(templateId: string, fillingId: string): string {
  const query = new URLSearchParams({ templateId, id: fillingId });
  return `/formDetails?${query.toString()}`;
}

/** Seed 001 section 2: inspection, maintenance and assessment parts are read-only at fillingStatus 2 or 3. */
export function isReadOnlyStatus(fillingStatus: number): boolean {
  return fillingStatus === FILLING_STATUS.completed || fillingStatus === FILLING_STATUS.view;
}

/** The fillingStatus of the query; NaN and anything outside 0..3 read as 3 (view), the safe choice. */
export function fillingStatusOf(raw: string | null): FillingStatus {
  const value = Number(raw ?? '');
  return value === FILLING_STATUS.notFilled || value === FILLING_STATUS.inProgress || value === FILLING_STATUS.completed
    ? value
    : FILLING_STATUS.view;
}
