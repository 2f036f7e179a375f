import { http } from '../../../lib/api-client';
import type { Paged } from '../../../../server/src/wire/envelope';
import type { BillRuleBody, BillRuleItem } from '../../../../server/src/wire/bill-rule';

/** Bill rules' server paths (seed 000 section 7.11), written once. */
const BASE = '/api/system/BillRule';
const rulePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const BILL_RULE_KEYS = {
  all: ['admin', 'bill-rules'] as const,
  /** Every page of the list (the list page appends its query). */
  lists: ['admin', 'bill-rules', 'list'] as const,
};

export const fetchBillRules = (keyword: string, currentPage: number, pageSize: number) =>
  http.get<Paged<BillRuleItem>>(BASE, { keyword: keyword || undefined, currentPage, pageSize });
export const createBillRule = (body: BillRuleBody) => http.post<string>(BASE, body);
export const updateBillRule = (id: string, body: BillRuleBody) => http.put<null>(rulePath(id), body);
export const removeBillRule = (id: string) => http.delete<null>(rulePath(id));
export const toggleBillRule = (id: string) => http.put<null>(`${rulePath(id)}/Actions/State`);
/** Issues a real number: the rule's sequence moves on. */
export const nextBillNumber = (id: string) => http.get<string>(`${BASE}/BillNumber/${encodeURIComponent(id)}`);
export const billRuleExportPath = (id: string) => `${rulePath(id)}/Action/Export`;
