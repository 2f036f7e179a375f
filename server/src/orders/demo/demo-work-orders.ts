import type { Db } from '../../db/database';
import { field, required, seedReleasedForms, type DemoForm } from '../../forms/demo-forms';
import { DEFAULT_TIME_ZONE } from '../../monitoring/local-time';
import { orderNumber } from '../order-numbers';

// The demo's work orders (issue 14): two released work-order forms using the patrol, maintenance, assessment and
// signature components, the four job classes, question types, a patrol object tree, a weekly patrol and a monthly
// maintenance plan (the scheduler creates their orders on start) and a few orders by hand in several states.
// Written once: a site that has any job class keeps what it has.

const RESERVOIR = 'prj-qingshui-dam';
const RIVER = 'prj-lanjiang-patrol';
const DAY = 86_400_000;

const WO_FORMS: readonly DemoForm[] = [
  {
    id: 'wo-form-patrol',
    enCode: 'woPatrol',
    fullName: '巡查工单表',
    category: 'workOrder',
    orderType: 'patrol',
    fields: [
      field('patrol', 'patrolContent', '巡查内容'),
      field('findings', 'textarea', '发现问题', { maxlength: 500 }),
      required('signature', 'signature', '巡查人签名', { inline: true }),
    ],
  },
  {
    id: 'wo-form-maintenance',
    enCode: 'woMaintenance',
    fullName: '维护养护工单表',
    category: 'workOrder',
    orderType: 'maintenance',
    fields: [
      field('checklist', 'maintenanceCheck', '养护清单'),
      field('assessment', 'assessment', '养护考核'),
      required('signature', 'signature', '负责人签名', { inline: true }),
    ],
  },
];

const JOB_CLASSES = [
  { id: 'job-patrol', enCode: 'patrol', fullName: '日常巡查', orderType: 'patrol', templateId: 'wo-form-patrol' },
  { id: 'job-maintenance', enCode: 'maintenance', fullName: '设备维护', orderType: 'maintenance', templateId: 'wo-form-maintenance' },
  { id: 'job-curing', enCode: 'curing', fullName: '工程养护', orderType: 'curing', templateId: 'wo-form-maintenance' },
  { id: 'job-repair', enCode: 'repair', fullName: '故障维修', orderType: 'repair', templateId: null },
];

const QUESTION_TYPES = [
  { id: 'qt-seepage', enCode: 'seepage', fullName: '渗漏', classifyId: 'job-repair' },
  { id: 'qt-crack', enCode: 'crack', fullName: '裂缝', classifyId: 'job-repair' },
  { id: 'qt-debris', enCode: 'debris', fullName: '漂浮物与垃圾', classifyId: 'job-curing' },
  { id: 'qt-equipment', enCode: 'equipment', fullName: '设备故障', classifyId: 'job-maintenance' },
];

interface PatrolNode {
  inspectionName: string;
  selected: boolean;
  remark: string;
  children: PatrolNode[];
}

const node = (inspectionName: string, children: PatrolNode[] = []): PatrolNode => ({
  inspectionName,
  selected: false,
  remark: '',
  children,
});

const PATROL_TREE = [
  node('坝顶', [node('路面'), node('防浪墙')]),
  node('上游坝坡', [node('护坡'), node('水位标尺')]),
  node('下游坝坡', [node('排水沟'), node('渗水点')]),
  node('溢洪道', [node('闸门'), node('启闭机')]),
];

export async function seedDemoWorkOrders(db: Db): Promise<void> {
  const existing = await db.selectFrom('workOrderJobClass').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await seedReleasedForms(trx, WO_FORMS, 'workOrder');
    await trx
      .insertInto('workOrderJobClass')
      .values(
        JOB_CLASSES.map((row, index) => ({ ...row, sortCode: (index + 1) * 10, createdAt: now, updatedAt: null, projectTypeId: null })),
      )
      .execute();
    await trx
      .insertInto('workOrderQuestionType')
      .values(QUESTION_TYPES.map((row, index) => ({ ...row, sortCode: (index + 1) * 10 })))
      .execute();
    await trx
      .insertInto('inspectionContent')
      .values({ id: 'inspection-qingshui-dam', fullName: '清水坝巡查对象', projectId: RESERVOIR, tree: JSON.stringify(PATROL_TREE) })
      .execute();
    const plan = (id: string, title: string, orderType: string, categoryId: string, templateId: string, detail: object) => ({
      id,
      title,
      orderType,
      categoryId,
      templateId,
      projectId: RESERVOIR,
      urgency: 1,
      assigneeId: 'usr-duty01',
      beginTime: now - 45 * DAY,
      endTime: now + 365 * DAY,
      scheduleDetail: JSON.stringify(detail),
      timeZone: DEFAULT_TIME_ZONE,
      state: 1,
      createdUntil: null,
      creatorUserId: 'usr-engineer01',
      createdAt: now - 45 * DAY,
      stoppedAt: null,
    });
    await trx
      .insertInto('workOrderPlan')
      .values([
        plan('plan-weekly-patrol', '清水坝每周巡查', 'patrol', 'job-patrol', 'wo-form-patrol', {
          taskStatus: 3,
          weekDate: [1],
          finishTime: 2,
        }),
        plan('plan-monthly-maintenance', '闸门启闭机月度维护', 'maintenance', 'job-maintenance', 'wo-form-maintenance', {
          taskStatus: 2,
          monthDate: 5,
          finishTime: 5,
        }),
      ])
      .execute();
    const order = (id: string, title: string, projectId: string, orderType: string, status: number, daysAgo: number, urgency: number) => ({
      id,
      orderNo: orderNumber(now - daysAgo * DAY, DEFAULT_TIME_ZONE),
      title,
      orderType,
      categoryId: `job-${orderType}`,
      templateId: null,
      projectId,
      urgency,
      assigneeId: projectId === RESERVOIR ? 'usr-duty01' : 'usr-patrol01',
      status,
      planId: null,
      occurrenceBegin: null,
      beginTime: now - daysAgo * DAY,
      endTime: now - daysAgo * DAY + 2 * DAY,
      description: '',
      creatorUserId: 'usr-admin',
      createdAt: now - daysAgo * DAY,
      updatedAt: null,
    });
    await trx
      .insertInto('workOrder')
      .values([
        order('wo-demo-seepage', '下游坝坡渗水点处理', RESERVOIR, 'repair', 2, 20, 3),
        order('wo-demo-gate', '溢洪道闸门异响检修', RESERVOIR, 'repair', 1, 2, 2),
        order('wo-demo-cleanup', '河道漂浮物清理', RIVER, 'curing', 3, 10, 1),
        order('wo-demo-bank', '岸坡植被养护', RIVER, 'curing', 5, 35, 1),
      ])
      .execute();
  });
}
