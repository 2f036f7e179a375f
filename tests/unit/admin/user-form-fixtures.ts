import type { PositionRow, UserRow } from '../../../src/features/admin/types';
import type { TreeItem } from '../../../src/ui/tree/tree-item';
import { okBody, type FakeHandler } from '../support/fake-api';
import { ORG_TREE, PEOPLE, userListHandlers } from './admin-fixtures';

export const POSITIONS: PositionRow[] = [
  {
    id: 'pos-duty-dispatcher',
    fullName: '值班调度员',
    enCode: 'duty-dispatcher',
    organizeId: 'dept-dispatch',
    organizeName: '调度中心',
    sortCode: 10,
    enabledMark: 1,
  },
  {
    id: 'pos-patrol-officer',
    fullName: '巡河员',
    enCode: 'patrol-officer',
    organizeId: 'dept-river-patrol',
    organizeName: '河道巡查队',
    sortCode: 50,
    enabledMark: 1,
  },
  {
    id: 'pos-sys-admin',
    fullName: '系统管理员',
    enCode: 'sys-admin',
    organizeId: 'dept-it',
    organizeName: '信息中心',
    sortCode: 70,
    enabledMark: 1,
  },
];

/** A second company, so the organisation field has a choice and the department field something to follow. */
export const UNITS: TreeItem[] = [
  ...ORG_TREE,
  {
    id: 'org-qingshui',
    parentId: '-1',
    fullName: '青水水库管理处',
    type: 'company',
    hasChildren: true,
    isLeaf: false,
    children: [
      {
        id: 'dept-qs-ops',
        parentId: 'org-qingshui',
        fullName: '运行科',
        type: 'department',
        hasChildren: false,
        isLeaf: true,
        children: [],
      },
    ],
  },
];

const person = (id: string, realName: string, account: string, organize: string): TreeItem => ({
  id,
  parentId: 'dept-dispatch',
  fullName: `${realName}/${account}`,
  type: 'user',
  isLeaf: true,
  hasChildren: false,
  account,
  realName,
  organize,
});
export const WANG = person('usr-duty01', '王海涛', 'duty01', '澜江水务集团/调度中心');
export const LIN = person('usr-admin', '林志远', 'admin', '澜江水务集团/信息中心');

/** duty01 as GET /api/permission/Users/{id} answers it: every field the form edits. */
export const DUTY01: UserRow = {
  ...(PEOPLE[1] as UserRow),
  positionId: 'pos-duty-dispatcher',
  roleIds: ['role-duty'],
  managerId: 'usr-admin',
  managerName: '林志远/admin',
  sortCode: 20,
  description: '白班',
};

const positionsHandler: FakeHandler = (request) => {
  const keyword = String(request.params.keyword ?? '');
  const list = POSITIONS.filter((position) => !keyword || position.fullName.includes(keyword) || position.enCode.includes(keyword));
  return okBody({ list, pagination: { currentPage: Number(request.params.currentPage ?? 1), pageSize: 20, total: list.length } });
};

/** Everything the user page and its form read; tests add the writes they expect. */
export function userPageHandlers(): Record<string, FakeHandler> {
  return {
    ...userListHandlers(),
    'GET /api/permission/Organize/Tree': () => okBody({ list: UNITS }),
    'GET /api/permission/Users/usr-duty01': () => okBody(DUTY01),
    'GET /api/permission/Position': positionsHandler,
    'POST /api/permission/Users/ImUser/Selector/0': (request) => {
      const keyword = (JSON.parse(String(request.data ?? '{}')) as { keyword?: string }).keyword;
      return okBody({ list: keyword ? [WANG, LIN].filter((item) => item.fullName.includes(keyword)) : [] });
    },
    'POST /api/permission/Users/getUserList': (request) => {
      const ids = (JSON.parse(String(request.data)) as { userId: string[] }).userId;
      return okBody({ list: [WANG, LIN].filter((item) => ids.includes(item.id)) });
    },
  };
}
