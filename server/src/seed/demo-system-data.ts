import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { DataInterfaceTable, DictionaryDataTable, DictionaryTypeTable, PrintTemplateTable } from '../db/tables/system-data';

// Demo dictionaries, data interfaces, print templates and bill rules (issue 12), so each system-data page opens on
// something real. Ids are fixed: the patrol-type menu (type 4, moduleId 'dict-patrol-type') reads its type by id.
// Written once, in one transaction, when no dictionary type exists yet.

const CREATOR = 'usr-admin';

type Entry = [enCode: string, fullName: string, children?: Entry[]];

const DICTIONARIES: { id: string; enCode: string; fullName: string; isTree: 0 | 1; entries: Entry[] }[] = [
  {
    id: 'dict-patrol-type',
    enCode: 'patrolType',
    fullName: '巡查类型',
    isTree: 0,
    entries: [
      ['daily', '日常巡查'],
      ['periodic', '定期巡查'],
      ['special', '特别巡查'],
      ['flood', '汛期巡查'],
    ],
  },
  {
    id: 'dict-work-order-type',
    enCode: 'workOrderType',
    fullName: '工单类型',
    isTree: 1,
    entries: [
      [
        'repair',
        '维修',
        [
          ['repair.civil', '土建维修'],
          ['repair.electrical', '机电维修'],
          ['repair.gate', '闸门维修'],
        ],
      ],
      [
        'maintenance',
        '养护',
        [
          ['maintenance.cleaning', '清淤保洁'],
          ['maintenance.greening', '绿化养护'],
        ],
      ],
      ['inspection', '检查'],
    ],
  },
  {
    id: 'dict-alarm-level',
    enCode: 'alarmLevel',
    fullName: '告警等级',
    isTree: 0,
    entries: [
      ['level1', '一级（特别严重）'],
      ['level2', '二级（严重）'],
      ['level3', '三级（较重）'],
      ['level4', '四级（一般）'],
    ],
  },
  {
    id: 'dict-interface-category',
    enCode: 'dataInterfaceCategory',
    fullName: '数据接口分类',
    isTree: 0,
    entries: [
      ['organisation', '组织机构'],
      ['basic', '基础数据'],
      ['external', '外部服务'],
    ],
  },
  {
    id: 'dict-print-category',
    enCode: 'printCategory',
    fullName: '打印分类',
    isTree: 0,
    entries: [
      ['workOrder', '工单'],
      ['patrol', '巡查'],
      ['report', '报表'],
    ],
  },
];

function dictionaryRows(now: number) {
  const types: Insertable<DictionaryTypeTable>[] = [];
  const data: Insertable<DictionaryDataTable>[] = [];
  DICTIONARIES.forEach((type, typeIndex) => {
    types.push({
      id: type.id,
      parentId: '0',
      fullName: type.fullName,
      enCode: type.enCode,
      isTree: type.isTree,
      sortCode: typeIndex,
      enabledMark: 1,
      description: '',
      createdAt: now,
      updatedAt: null,
    });
    const add = (entries: Entry[], parentId: string) =>
      entries.forEach(([enCode, fullName, children], index) => {
        const id = `${type.id}-${enCode.replace(/\./g, '-')}`;
        data.push({
          id,
          dictionaryTypeId: type.id,
          parentId,
          fullName,
          enCode,
          sortCode: index,
          enabledMark: 1,
          description: '',
          createdAt: now,
          updatedAt: null,
        });
        if (children) add(children, id);
      });
    add(type.entries, '0');
  });
  return { types, data };
}

// Multi-row inserts name every column: SQLite has no DEFAULT in a VALUES list, so Kysely would send NULL.
const INTERFACE_DEFAULTS = {
  categoryId: '',
  dbLinkId: '0',
  query: '',
  path: '',
  requestMethod: 'GET',
  requestParameters: '[]',
  sortCode: 0,
  enabledMark: 1,
};

function interfaceRows(now: number): Insertable<DataInterfaceTable>[] {
  return [
    {
      ...INTERFACE_DEFAULTS,
      id: 'di-organize-list',
      fullName: '组织机构列表',
      enCode: 'organizeList',
      categoryId: 'dict-interface-category-organisation',
      dataType: 1,
      query:
        'SELECT id, full_name AS "fullName", en_code AS "enCode", parent_id AS "parentId", category\nFROM organize\nWHERE enabled_mark = 1 AND full_name LIKE (\'%\' || CAST(@keyword AS TEXT) || \'%\')\nORDER BY sort_code',
      requestParameters: JSON.stringify([{ field: 'keyword', dataType: 'varchar', defaultValue: '', required: 0, fieldName: '关键字' }]),
      description: '启用的公司和部门，可按名称筛选',
      creatorUserId: CREATOR,
      createdAt: now,
      updatedAt: null,
    },
    {
      ...INTERFACE_DEFAULTS,
      id: 'di-reservoir-levels',
      fullName: '水库特征水位',
      enCode: 'reservoirLevels',
      categoryId: 'dict-interface-category-basic',
      dataType: 2,
      query: JSON.stringify(
        [
          { id: 'dead', fullName: '死水位', value: 38.5 },
          { id: 'normal', fullName: '正常蓄水位', value: 52.0 },
          { id: 'flood-limit', fullName: '汛限水位', value: 50.5 },
          { id: 'design-flood', fullName: '设计洪水位', value: 54.2 },
          { id: 'check-flood', fullName: '校核洪水位', value: 55.8 },
        ],
        null,
        2,
      ),
      description: '静态数据示例',
      creatorUserId: CREATOR,
      createdAt: now,
      updatedAt: null,
    },
    {
      // The report menu (type 5, moduleId 'report-alarm-statistics') draws this one as its table and chart.
      ...INTERFACE_DEFAULTS,
      id: 'report-alarm-statistics',
      fullName: '告警统计',
      enCode: 'alarmStatistics',
      categoryId: 'dict-interface-category-basic',
      dataType: 1,
      query:
        "SELECT CASE severity WHEN 4 THEN '一级（特别严重）' WHEN 3 THEN '二级（严重）' WHEN 2 THEN '三级（较重）' ELSE '四级（一般）' END AS \"告警级别\",\n  COUNT(*) AS \"告警总数\",\n  SUM(CASE WHEN state = 'active' THEN 1 ELSE 0 END) AS \"未消除\",\n  SUM(CASE WHEN acknowledged = 1 THEN 1 ELSE 0 END) AS \"已确认\"\nFROM alarm\nGROUP BY severity\nORDER BY severity DESC",
      description: '按级别统计告警：总数、未消除、已确认',
      creatorUserId: CREATOR,
      createdAt: now,
      updatedAt: null,
    },
    {
      ...INTERFACE_DEFAULTS,
      id: 'di-weather',
      fullName: '本站天气',
      enCode: 'siteWeather',
      categoryId: 'dict-interface-category-external',
      dataType: 3,
      path: 'http://127.0.0.1:8080/api/system/weather',
      requestMethod: 'GET',
      requestParameters: JSON.stringify([{ field: 'projectId', dataType: 'varchar', defaultValue: '', required: 0, fieldName: '项目' }]),
      enabledMark: 0,
      description: '指向本服务的回环地址，数据接口围栏默认拒绝；管理员在 DATA_INTERFACE_ALLOWED_HOSTS 中放行 127.0.0.1 后方可启用',
      creatorUserId: CREATOR,
      createdAt: now,
      updatedAt: null,
    },
  ];
}

const WORK_ORDER_TEMPLATE = `<h2 style="text-align:center">维修工单</h2>
<table style="width:100%;border-collapse:collapse" border="1" cellpadding="6">
<tr><td style="width:20%">工单编号</td><td>{{billNo}}</td><td style="width:20%">工单类型</td><td>{{orderType}}</td></tr>
<tr><td>工程名称</td><td>{{projectName}}</td><td>发起人</td><td>{{creatorUser}}</td></tr>
<tr><td>问题描述</td><td colspan="3">{{description}}</td></tr>
<tr><td>处理结果</td><td colspan="3">{{result}}</td></tr>
</table>
<p style="text-align:right">打印时间：{{printTime}}</p>`;

const PATROL_TEMPLATE = `<h2 style="text-align:center">巡查记录</h2>
<table style="width:100%;border-collapse:collapse" border="1" cellpadding="6">
<tr><td style="width:20%">记录编号</td><td>{{billNo}}</td><td style="width:20%">巡查类型</td><td>{{patrolType}}</td></tr>
<tr><td>巡查人</td><td>{{patroller}}</td><td>巡查时间</td><td>{{patrolTime}}</td></tr>
<tr><td>发现问题</td><td colspan="3">{{findings}}</td></tr>
</table>`;

function printRows(now: number): Insertable<PrintTemplateTable>[] {
  return [
    {
      id: 'print-work-order',
      fullName: '维修工单',
      enCode: 'workOrderPrint',
      category: 'workOrder',
      type: 2,
      printTemplate: WORK_ORDER_TEMPLATE,
      sortCode: 0,
      enabledMark: 1,
      description: '',
      creatorUserId: CREATOR,
      createdAt: now,
      updatedAt: null,
    },
    {
      id: 'print-patrol-record',
      fullName: '巡查记录',
      enCode: 'patrolRecordPrint',
      category: 'patrol',
      type: 1,
      printTemplate: PATROL_TEMPLATE,
      sortCode: 1,
      enabledMark: 1,
      description: '',
      creatorUserId: CREATOR,
      createdAt: now,
      updatedAt: null,
    },
  ];
}

/** Inserts the demo system data unless a dictionary type already exists; returns whether it did. */
export async function seedSystemData(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('dictionaryType').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const now = Date.now();
  const { types, data } = dictionaryRows(now);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('dictionaryType').values(types).execute();
    await trx.insertInto('dictionaryData').values(data).execute();
    await trx.insertInto('dataInterface').values(interfaceRows(now)).execute();
    await trx.insertInto('printTemplate').values(printRows(now)).execute();
    await trx
      .insertInto('billRule')
      .values([
        {
          id: 'bill-work-order',
          fullName: '工单编号',
          enCode: 'workOrderNo',
          prefix: 'GD',
          dateFormat: 'YYYYMMDD',
          digit: 4,
          startNumber: 1,
          resetCycle: 'daily',
          currentNumber: null,
          currentPeriod: null,
          outputNumber: '',
          enabledMark: 1,
          description: '',
          sortCode: 0,
          createdAt: now,
          updatedAt: null,
        },
        {
          id: 'bill-patrol-record',
          fullName: '巡查记录编号',
          enCode: 'patrolRecordNo',
          prefix: 'XC',
          dateFormat: 'YYYYMM',
          digit: 5,
          startNumber: 1,
          resetCycle: 'monthly',
          currentNumber: null,
          currentPeriod: null,
          outputNumber: '',
          enabledMark: 1,
          description: '',
          sortCode: 1,
          createdAt: now,
          updatedAt: null,
        },
        {
          id: 'bill-contract',
          fullName: '合同编号',
          enCode: 'contractNo',
          prefix: 'HT',
          dateFormat: 'YYYY',
          digit: 3,
          startNumber: 1,
          resetCycle: 'yearly',
          currentNumber: null,
          currentPeriod: null,
          outputNumber: '',
          enabledMark: 1,
          description: '',
          sortCode: 2,
          createdAt: now,
          updatedAt: null,
        },
      ])
      .execute();
  });
  return true;
}
