import { http } from '../../../lib/api-client';
import type { ElementKind, MenuAdminNode, MenuBody, MenuElement, MenuSelectorNode } from '../../../../server/src/wire/menus';

/** JNPF 3.x menu management paths (issue 12), written once. */
const MENU_PATH = '/api/system/Menu';
const ELEMENT_PATHS: Record<ElementKind, string> = {
  button: '/api/system/ModuleButton',
  column: '/api/system/ModuleColumn',
  form: '/api/system/ModuleForm',
  resource: '/api/system/ModuleResource',
};

export interface ElementInput {
  enCode: string;
  fullName: string;
  sortCode?: number;
}

export const menuAdminApi = {
  tree: (keyword: string) => http.get<{ list: MenuAdminNode[] }>(MENU_PATH, keyword.trim() ? { keyword: keyword.trim() } : undefined),
  /** Parents a menu may move under: '0' for a new menu. */
  selector: (id: string) => http.get<{ list: MenuSelectorNode[] }>(`${MENU_PATH}/Selector/${encodeURIComponent(id)}`),
  create: (body: MenuBody) => http.post<{ id: string }>(MENU_PATH, body),
  update: (id: string, body: MenuBody) => http.put<{ id: string }>(`${MENU_PATH}/${encodeURIComponent(id)}`, body),
  remove: (id: string) => http.delete<null>(`${MENU_PATH}/${encodeURIComponent(id)}`),
  elements: (kind: ElementKind, moduleId: string) => http.get<{ list: MenuElement[] }>(ELEMENT_PATHS[kind], { moduleId }),
  createElement: (kind: ElementKind, moduleId: string, input: ElementInput) =>
    http.post<{ id: string }>(ELEMENT_PATHS[kind], { moduleId, ...input }),
  updateElement: (kind: ElementKind, id: string, input: ElementInput) =>
    http.put<{ id: string }>(`${ELEMENT_PATHS[kind]}/${encodeURIComponent(id)}`, input),
  removeElement: (kind: ElementKind, id: string) => http.delete<null>(`${ELEMENT_PATHS[kind]}/${encodeURIComponent(id)}`),
};

export const MENU_KEYS = {
  all: ['admin', 'menus'] as const,
  tree: (keyword: string) => ['admin', 'menus', 'tree', keyword] as const,
  selector: (id: string) => ['admin', 'menus', 'selector', id] as const,
  elements: (kind: ElementKind, moduleId: string) => ['admin', 'menus', 'elements', kind, moduleId] as const,
};
