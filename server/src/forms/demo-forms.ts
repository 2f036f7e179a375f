import type { Db } from '../db/database';
import type { OrderType } from '../wire/work-orders-codes';
import type { FormKind } from './form-kind';

// The demo's form definitions (issue 14): a dam inspection, a river patrol and a maintenance record, released, under
// the ids the demo's type-3 menus name (workOrder.damInspection, workOrder.riverPatrol). Written as a designer would
// save them, so they pass the definition check (tests/server/forms/demo-forms.test.ts). The released-form seeding here
// also seeds the demo's work-order forms (orders/demo/demo-work-orders.ts).

type DemoField = Record<string, unknown>;

/** A field as the designer saves it: `settings` beside `__config__`, `config` inside it. */
export const field = (model: string, jnpfKey: string, label: string, settings: DemoField = {}, config: DemoField = {}): DemoField => ({
  __vModel__: model,
  __config__: { jnpfKey, label, ...config },
  ...settings,
});
/** The same, required. */
export const required = (model: string, jnpfKey: string, label: string, settings: DemoField = {}) =>
  field(model, jnpfKey, label, settings, { required: true });
const options = (...names: string[]) => ({ options: names.map((fullName, index) => ({ id: String(index + 1), fullName })) });

const DAM_INSPECTION: DemoField[] = [
  required('inspectionDate', 'date', '巡检日期'),
  required('inspector', 'userSelect', '巡检人'),
  field('weather', 'select', '天气', options('晴', '多云', '阴', '雨', '雪')),
  field('reservoirLevel', 'inputNumber', '库水位（m）', { min: 0, max: 2000, precision: 2 }),
  field('patrol', 'patrolContent', '巡查内容'),
  field('seepage', 'radio', '渗漏情况', options('无', '轻微', '明显')),
  field('findings', 'textarea', '发现问题', { maxlength: 500 }),
  field('photos', 'uploadImg', '现场照片', { limit: 9 }),
  field('spot', 'location', '巡检位置'),
  required('signature', 'signature', '巡检人签名', { inline: true }),
];

const RIVER_PATROL: DemoField[] = [
  required('patrolDate', 'date', '巡查日期'),
  required('patroller', 'userSelect', '巡查人'),
  required('reach', 'input', '巡查河段', { maxlength: 50 }),
  field('patrolType', 'dicSelect', '巡查类型', {}, { dictionaryType: 'dict-patrol-type' }),
  field('issues', 'checkbox', '“四乱”问题', options('乱占', '乱采', '乱堆', '乱建')),
  field('problemCount', 'inputNumber', '问题数量', { min: 0, max: 999, precision: 0 }),
  field('description', 'textarea', '问题描述', { maxlength: 1000 }),
  field('photos', 'uploadImg', '现场照片'),
  field('route', 'location', '巡查位置'),
  required('signature', 'signature', '巡查人签名', { inline: true }),
];

const MAINTENANCE_RECORD: DemoField[] = [
  required('facility', 'input', '养护设施', { maxlength: 100 }),
  required('maintainDate', 'date', '养护日期'),
  field('maintainers', 'userSelect', '养护人员', { multiple: true }),
  field('checklist', 'maintenanceCheck', '养护清单'),
  field(
    'materials',
    'table',
    '材料明细',
    {},
    {
      children: [
        required('material', 'input', '材料', { maxlength: 50 }),
        field('spec', 'input', '规格', { maxlength: 50 }),
        required('quantity', 'inputNumber', '数量', { min: 0, precision: 2 }),
        field('unit', 'select', '单位', options('千克', '吨', '立方米', '个')),
        field('price', 'inputNumber', '单价（元）', { min: 0, precision: 2 }),
      ],
    },
  ),
  field('cost', 'calculate', '费用合计（元）'),
  field('assessment', 'assessment', '养护考核'),
  field('remark', 'textarea', '备注', { maxlength: 500 }),
  required('signature', 'signature', '负责人签名', { inline: true }),
];

export const DEMO_FORMS = [
  { id: 'form-dam-inspection', enCode: 'damInspection', fullName: '大坝巡检记录', category: 'inspection', fields: DAM_INSPECTION },
  { id: 'form-river-patrol', enCode: 'riverPatrol', fullName: '河道巡查记录', category: 'patrol', fields: RIVER_PATROL },
  { id: 'form-maintenance-record', enCode: 'maintenanceRecord', fullName: '养护记录', category: 'maintenance', fields: MAINTENANCE_RECORD },
] as const;

/** A released form the demo seeds. */
export interface DemoForm {
  id: string;
  enCode: string;
  fullName: string;
  category: string;
  /** A work-order form's kind of order; none for a form. */
  orderType?: OrderType;
  fields: readonly DemoField[];
}

/**
 * Inserts the given forms a site lacks, released, as forms of `kind`; forms it has (or whose code is taken) are left
 * as they are. A form's sort code follows its place in `forms`.
 */
export async function seedReleasedForms(db: Db, forms: readonly DemoForm[], kind: FormKind): Promise<void> {
  const existing = await db.selectFrom('visualdevBase').select(['id', 'enCode']).execute();
  const taken = new Set(existing.flatMap((row) => [row.id, row.enCode]));
  const now = Date.now();
  const rows = forms.flatMap((form, index) => {
    if (taken.has(form.id) || taken.has(form.enCode)) return [];
    const formData = JSON.stringify({ fields: form.fields });
    return {
      id: form.id,
      kind,
      orderType: form.orderType ?? null,
      fullName: form.fullName,
      enCode: form.enCode,
      category: form.category,
      description: '',
      sortCode: (index + 1) * 10,
      formData,
      columnData: '',
      releasedFormData: formData,
      releasedAt: now,
      creatorUserId: 'usr-admin',
      createdAt: now,
      updatedAt: null,
    };
  });
  if (rows.length > 0) await db.insertInto('visualdevBase').values(rows).execute();
}

/** Inserts the demo forms a site lacks, released. */
export async function seedDemoForms(db: Db): Promise<void> {
  await seedReleasedForms(db, DEMO_FORMS, 'form');
}
