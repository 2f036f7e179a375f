import type { OrganizeUnit, UserRow } from '../../../src/features/admin/types';
import type { TreeItem } from '../../../src/ui/tree/tree-item';
import { okBody, type FakeHandler, type RecordedRequest } from '../support/fake-api';
import { USER_MENU_ID } from '../ui/support/render-widget';

const NOW = Date.now();

export const PEOPLE: UserRow[] = [
  {
    id: 'usr-admin',
    account: 'admin',
    realName: '林志远',
    mobilePhone: '13600571001',
    email: 'admin@lanjiang-water.cn',
    organizeId: 'org-lanjiang',
    organizeName: '澜江水务集团',
    departmentId: 'dept-it',
    departmentName: '信息中心',
    positionName: '系统管理员',
    roleName: '系统管理员',
    enabledMark: 1,
    createdAt: NOW - 3 * 60_000,
  },
  {
    id: 'usr-duty01',
    account: 'duty01',
    realName: '王海涛',
    mobilePhone: '13805718821',
    email: 'duty01@lanjiang-water.cn',
    organizeId: 'org-lanjiang',
    organizeName: '澜江水务集团',
    departmentId: 'dept-dispatch',
    departmentName: '调度中心',
    positionName: '值班调度员',
    roleName: '值班员',
    enabledMark: 1,
    createdAt: NOW - 2 * 86_400_000,
  },
  {
    id: 'usr-patrol02',
    account: '13907315566@patrol01',
    realName: '黄小龙',
    mobilePhone: '13907315566',
    email: '',
    organizeId: 'org-lanjiang',
    organizeName: '澜江水务集团',
    departmentId: 'dept-river-patrol',
    departmentName: '河道巡查队',
    positionName: '巡河员',
    roleName: '访客',
    enabledMark: 0,
    createdAt: NOW - 40 * 86_400_000,
  },
];

export const ORG_TREE: TreeItem[] = [
  {
    id: 'org-lanjiang',
    parentId: '-1',
    fullName: '澜江水务集团',
    type: 'company',
    enCode: 'LJSW',
    hasChildren: true,
    isLeaf: false,
    children: [
      {
        id: 'dept-dispatch',
        parentId: 'org-lanjiang',
        fullName: '调度中心',
        type: 'department',
        enCode: 'LJSW-DDZX',
        hasChildren: false,
        isLeaf: true,
        children: [],
      },
      {
        id: 'dept-it',
        parentId: 'org-lanjiang',
        fullName: '信息中心',
        type: 'department',
        enCode: 'LJSW-XXZX',
        hasChildren: false,
        isLeaf: true,
        children: [],
      },
      {
        id: 'dept-river-patrol',
        parentId: 'org-lanjiang',
        fullName: '河道巡查队',
        type: 'department',
        enCode: 'LJSW-HDXC',
        hasChildren: false,
        isLeaf: true,
        children: [],
      },
    ],
  },
];

export const ORG_UNITS: OrganizeUnit[] = [
  {
    ...(ORG_TREE[0] as TreeItem),
    category: 'company',
    sortCode: 1,
    enabledMark: 1,
    createdAt: NOW - 86_400_000,
    children: [
      {
        ...(ORG_TREE[0]?.children?.[0] as TreeItem),
        category: 'department',
        sortCode: 10,
        enabledMark: 1,
        createdAt: NOW - 86_400_000,
        children: [],
      },
      {
        ...(ORG_TREE[0]?.children?.[1] as TreeItem),
        category: 'department',
        sortCode: 20,
        enabledMark: 1,
        createdAt: NOW - 86_400_000,
        children: [],
      },
      {
        ...(ORG_TREE[0]?.children?.[2] as TreeItem),
        category: 'department',
        sortCode: 30,
        enabledMark: 0,
        createdAt: NOW - 86_400_000,
        children: [],
      },
    ],
  },
];

/** GET /api/permission/Users as the server answers it: keyword on account, name and mobile; a unit and those below. */
export const usersHandler: FakeHandler = (request: RecordedRequest) => {
  const keyword = String(request.params.keyword ?? '').toLowerCase();
  const organizeId = String(request.params.organizeId ?? '');
  const currentPage = Number(request.params.currentPage ?? 1);
  const pageSize = Number(request.params.pageSize ?? 20);
  const list = PEOPLE.filter(
    (person) =>
      (!keyword || [person.account, person.realName, person.mobilePhone].some((text) => (text ?? '').toLowerCase().includes(keyword))) &&
      (!organizeId || organizeId === '0' || person.organizeId === organizeId || person.departmentId === organizeId),
  );
  return okBody({
    list: list.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    pagination: { currentPage, pageSize, total: list.length },
  });
};

export const userByIdHandlers: Record<string, FakeHandler> = Object.fromEntries(
  PEOPLE.map((person) => [`GET /api/permission/Users/${encodeURIComponent(person.id)}`, () => okBody(person)]),
);

/** What the user list page asks for when it opens: people, the organisation tree, the column layout, each person. */
export function userListHandlers(): Record<string, FakeHandler> {
  return {
    'GET /api/permission/Users': usersHandler,
    'GET /api/permission/Organize/Tree': () => okBody({ list: ORG_TREE }),
    'GET /api/permission/Organize/Department/SelectorByAuth/0': () => okBody({ list: ORG_TREE }),
    [`GET /api/permission/Authority/GetColumnsByModuleId/${USER_MENU_ID}`]: () => okBody([]),
    ...userByIdHandlers,
  };
}
