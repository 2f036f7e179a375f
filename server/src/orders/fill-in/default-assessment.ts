import type { Static } from 'typebox';
import type { ASSESSMENT_ROW } from '../../wire/visualdev';

/** The assessment rows a new maintenance fill-in starts from (GET /api/datafilling/DataFilling/getList). */
export const DEFAULT_ASSESSMENT_ROWS_DATA: readonly Static<typeof ASSESSMENT_ROW>[] = [
  {
    target: '坝体表面整洁',
    aim: '无杂草、无垃圾',
    method: '目视检查',
    measureMethod: '巡查',
    responsor: '',
    preCost: '',
    executePeriod: '每周',
    rewards: '',
  },
  {
    target: '排水设施畅通',
    aim: '排水沟无堵塞',
    method: '现场检查',
    measureMethod: '巡查',
    responsor: '',
    preCost: '',
    executePeriod: '每月',
    rewards: '',
  },
  {
    target: '闸门启闭正常',
    aim: '启闭灵活、无卡阻',
    method: '试运行',
    measureMethod: '操作试验',
    responsor: '',
    preCost: '',
    executePeriod: '每季度',
    rewards: '',
  },
  {
    target: '安全警示完好',
    aim: '标识清晰齐全',
    method: '目视检查',
    measureMethod: '巡查',
    responsor: '',
    preCost: '',
    executePeriod: '每月',
    rewards: '',
  },
];
