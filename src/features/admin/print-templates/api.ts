import { http } from '../../../lib/api-client';
import type { Paged } from '../../../../server/src/wire/envelope';
import type { PrintTemplateBody, PrintTemplateItem } from '../../../../server/src/wire/print-template';

/** Print templates' server paths (/api/system/printDev, seed 000 section 7.11), written once. */
const BASE = '/api/system/printDev';
const templatePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const PRINT_KEYS = {
  all: ['admin', 'print-templates'] as const,
  /** Every page of the list (the list page appends its filter and query). */
  lists: ['admin', 'print-templates', 'list'] as const,
};

export const fetchPrintTemplates = (keyword: string, type: string, currentPage: number, pageSize: number) =>
  http.get<Paged<PrintTemplateItem>>(BASE, { keyword: keyword || undefined, type: type || undefined, currentPage, pageSize });
export const createPrintTemplate = (body: PrintTemplateBody) => http.post<string>(BASE, body);
export const updatePrintTemplate = (id: string, body: PrintTemplateBody) => http.put<null>(templatePath(id), body);
export const removePrintTemplate = (id: string) => http.delete<null>(templatePath(id));
export const togglePrintTemplate = (id: string) => http.put<null>(`${templatePath(id)}/Actions/State`);
export const copyPrintTemplate = (id: string) => http.post<string>(`${templatePath(id)}/Actions/Copy`);
export const printTemplateExportPath = (id: string) => `${templatePath(id)}/Actions/Export`;
