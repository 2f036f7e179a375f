import type { Insertable } from 'kysely';
import type { ProjectMemberTable, RoleTable, UserRoleTable } from '../db/tables/core';
import { ORG, POSITION, PROJECT } from './demo-organisation';

export const ROLE = {
  administrator: 'role-administrator',
  dutyOfficer: 'role-duty-officer',
  engineer: 'role-engineer',
  viewer: 'role-viewer',
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export function roleRows(): Insertable<RoleTable>[] {
  return [
    { id: ROLE.administrator, enCode: 'administrator', fullName: '系统管理员', description: '拥有全部菜单与操作权限', sortCode: 10 },
    { id: ROLE.dutyOfficer, enCode: 'dutyOfficer', fullName: '值班员', description: '监测告警值守、确认告警、处理工单', sortCode: 20 },
    { id: ROLE.engineer, enCode: 'engineer', fullName: '工程师', description: '监测分析、工单处理，只读查看系统管理', sortCode: 30 },
    { id: ROLE.viewer, enCode: 'viewer', fullName: '访客', description: '只读查看监测与工单', sortCode: 40 },
  ];
}

/** A demo person; `password` says which configured password they get. */
export interface DemoUser {
  id: string;
  account: string;
  parentId: string | null;
  realName: string;
  mobilePhone: string;
  email: string;
  departmentId: string;
  positionId: string;
  roleId: RoleId;
  isAdministrator: 0 | 1;
  enabledMark: 0 | 1;
  password: 'admin' | 'demo';
  projects: { projectId: string; isManager: 0 | 1 }[];
  /** Id of the person's direct manager (users.manager_id), null when none. */
  managerId: string | null;
  sortCode: number;
}

const MAIL = 'lanjiang-water.cn';

function person(
  account: string,
  realName: string,
  mobilePhone: string,
  departmentId: string,
  positionId: string,
  roleId: RoleId,
  projects: DemoUser['projects'],
  extra: Partial<DemoUser> = {},
): Omit<DemoUser, 'sortCode'> {
  return {
    id: `usr-${account}`,
    account,
    parentId: null,
    realName,
    mobilePhone,
    email: `${account}@${MAIL}`,
    departmentId,
    positionId,
    roleId,
    isAdministrator: 0,
    enabledMark: 1,
    password: 'demo',
    projects,
    managerId: null,
    ...extra,
  };
}

const both = (reservoirManager: 0 | 1, riverManager: 0 | 1) => [
  { projectId: PROJECT.qingshuiDam, isManager: reservoirManager },
  { projectId: PROJECT.lanjiangPatrol, isManager: riverManager },
];
const reservoir = (isManager: 0 | 1) => [{ projectId: PROJECT.qingshuiDam, isManager }];
const river = (isManager: 0 | 1) => [{ projectId: PROJECT.lanjiangPatrol, isManager }];

/** Ten people: the administrator, nine demo staff (one sub-account, one disabled, one without projects). */
export const DEMO_USERS: DemoUser[] = [
  person('admin', '林志远', '13600571001', ORG.it, POSITION.sysAdmin, ROLE.administrator, [], { isAdministrator: 1, password: 'admin' }),
  person('duty01', '王海涛', '13805718821', ORG.dispatch, POSITION.dutyDispatcher, ROLE.dutyOfficer, both(0, 0)),
  person('duty02', '李静', '13957126630', ORG.dispatch, POSITION.dutyDispatcher, ROLE.dutyOfficer, reservoir(0), {
    managerId: 'usr-duty01',
  }),
  // Transferred out: kept for the record but may not sign in.
  person('duty03', '钱伟', '13588064417', ORG.dispatch, POSITION.dutyDispatcher, ROLE.dutyOfficer, reservoir(0), {
    enabledMark: 0,
    managerId: 'usr-duty01',
  }),
  person('engineer01', '张建国', '18757139902', ORG.damSafety, POSITION.damEngineer, ROLE.engineer, reservoir(1)),
  person('engineer02', '刘洋', '13706519925', ORG.maintenance, POSITION.maintenanceEngineer, ROLE.engineer, both(0, 0)),
  person('patrol01', '周强', '15988417736', ORG.riverPatrol, POSITION.patrolLeader, ROLE.dutyOfficer, river(1)),
  // A patrol officer working under patrol01's account: signs in as <mobile>@patrol01.
  person('13907315566@patrol01', '黄小龙', '13907315566', ORG.riverPatrol, POSITION.patrolOfficer, ROLE.viewer, river(0), {
    id: 'usr-patrol01-sub01',
    parentId: 'usr-patrol01',
    email: `huangxiaolong@${MAIL}`,
    managerId: 'usr-patrol01',
  }),
  person('viewer01', '赵敏', '17855816243', ORG.damSafety, POSITION.safetySupervisor, ROLE.viewer, reservoir(0), {
    managerId: 'usr-engineer01',
  }),
  // Not on any project yet: sees an empty project list.
  person('viewer02', '孙丽', '19857102285', ORG.it, POSITION.recordsClerk, ROLE.viewer, [], { managerId: 'usr-admin' }),
].map((user, index) => ({ ...user, sortCode: (index + 1) * 10 }));

export function userRoleRows(): Insertable<UserRoleTable>[] {
  return DEMO_USERS.map((user) => ({ userId: user.id, roleId: user.roleId }));
}

export function projectMemberRows(): Insertable<ProjectMemberTable>[] {
  return DEMO_USERS.flatMap((user) => user.projects.map((p) => ({ projectId: p.projectId, userId: user.id, isManager: p.isManager })));
}
