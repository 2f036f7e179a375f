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
  return fillingStatus === 2 || fillingStatus === 3;
}

/** The fillingStatus of the query; NaN and anything outside 0..3 read as 3 (view), the safe choice. */
export function fillingStatusOf(raw: string | null): 0 | 1 | 2 | 3 {
  const value = Number(raw ?? '');
  return value === 0 || value === 1 || value === 2 ? value : 3;
}
