import type { Insertable } from 'kysely';
import type { OrganizeTable, PositionTable, ProjectTable } from '../db/tables/core';
import { PROJECT_TYPE_RESERVOIR, PROJECT_TYPE_RIVER_PATROL } from '../routes/projects/project-types';

// Fixed, readable ids so other seeds, the docs and the tests can name these rows (server/docs/demo-data.md).
export const ORG = {
  company: 'org-lanjiang',
  dispatch: 'dept-dispatch',
  damSafety: 'dept-dam-safety',
  riverPatrol: 'dept-river-patrol',
  maintenance: 'dept-maintenance',
  it: 'dept-it',
} as const;

export const POSITION = {
  dutyDispatcher: 'pos-duty-dispatcher',
  damEngineer: 'pos-dam-engineer',
  safetySupervisor: 'pos-safety-supervisor',
  patrolLeader: 'pos-patrol-leader',
  patrolOfficer: 'pos-patrol-officer',
  maintenanceEngineer: 'pos-maintenance-engineer',
  sysAdmin: 'pos-sys-admin',
  recordsClerk: 'pos-records-clerk',
} as const;

export const PROJECT = {
  qingshuiDam: 'prj-qingshui-dam',
  lanjiangPatrol: 'prj-lanjiang-patrol',
} as const;

export function organizeRows(now: number): Insertable<OrganizeTable>[] {
  const department = (id: string, enCode: string, fullName: string, sortCode: number): Insertable<OrganizeTable> => ({
    id,
    parentId: ORG.company,
    category: 'department',
    enCode,
    fullName,
    sortCode,
    enabledMark: 1,
    createdAt: now,
  });
  return [
    {
      id: ORG.company,
      parentId: '-1',
      category: 'company',
      enCode: 'LJSW',
      fullName: '澜江水务集团',
      sortCode: 1,
      enabledMark: 1,
      createdAt: now,
    },
    department(ORG.dispatch, 'LJSW-DDZX', '调度中心', 10),
    department(ORG.damSafety, 'LJSW-DBAQ', '大坝安全部', 20),
    department(ORG.riverPatrol, 'LJSW-HDXC', '河道巡查队', 30),
    department(ORG.maintenance, 'LJSW-YWB', '运维部', 40),
    department(ORG.it, 'LJSW-XXZX', '信息中心', 50),
  ];
}

export function positionRows(): Insertable<PositionTable>[] {
  return [
    { id: POSITION.dutyDispatcher, organizeId: ORG.dispatch, enCode: 'duty-dispatcher', fullName: '值班调度员', sortCode: 10 },
    { id: POSITION.damEngineer, organizeId: ORG.damSafety, enCode: 'dam-engineer', fullName: '大坝安全工程师', sortCode: 20 },
    { id: POSITION.safetySupervisor, organizeId: ORG.damSafety, enCode: 'safety-supervisor', fullName: '安全监督员', sortCode: 30 },
    { id: POSITION.patrolLeader, organizeId: ORG.riverPatrol, enCode: 'patrol-leader', fullName: '巡查队长', sortCode: 40 },
    { id: POSITION.patrolOfficer, organizeId: ORG.riverPatrol, enCode: 'patrol-officer', fullName: '巡河员', sortCode: 50 },
    { id: POSITION.maintenanceEngineer, organizeId: ORG.maintenance, enCode: 'maintenance-engineer', fullName: '运维工程师', sortCode: 60 },
    { id: POSITION.sysAdmin, organizeId: ORG.it, enCode: 'sys-admin', fullName: '系统管理员', sortCode: 70 },
    { id: POSITION.recordsClerk, organizeId: ORG.it, enCode: 'records-clerk', fullName: '档案管理员', sortCode: 80 },
  ];
}

export function projectRows(now: number): Insertable<ProjectTable>[] {
  return [
    {
      id: PROJECT.qingshuiDam,
      organizeId: ORG.damSafety,
      enCode: 'QSSK-DB',
      fullName: '青水水库大坝',
      projectTypeId: PROJECT_TYPE_RESERVOIR,
      groupName: '水库工程',
      // A reservoir in the hills west of Hangzhou, Zhejiang.
      latitude: 30.21372,
      longitude: 119.36518,
      sortCode: 10,
      createdAt: now,
    },
    {
      id: PROJECT.lanjiangPatrol,
      organizeId: ORG.riverPatrol,
      enCode: 'LJ-HDXC',
      fullName: '澜江河道巡查',
      projectTypeId: PROJECT_TYPE_RIVER_PATROL,
      groupName: '河道工程',
      // A river reach near Fuyang, on the Fuchun river.
      latitude: 30.04871,
      longitude: 119.95426,
      sortCode: 20,
      createdAt: now,
    },
  ];
}
