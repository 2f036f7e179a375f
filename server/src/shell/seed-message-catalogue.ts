import type { MessageKind } from '../db/tables/shell';

/** A demo message: who receives it (by account), who has already read it, and how long ago it was sent. */
export interface SeedMessage {
  key: string;
  type: MessageKind;
  messageType: number | null;
  title: string;
  /** Body fields; `project` is replaced by that project's id (looked up by enCode) when it exists. */
  body: { content: string; project?: string; [field: string]: unknown };
  hoursAgo: number;
  /** Account of the sender; null for messages the system sends. */
  from: string | null;
  to: string[] | 'everyone';
  readBy: string[];
}

const DAM = 'QSSK-DB';
const RIVER = 'LJ-HDXC';

/** The Lanjiang water company's recent notices, schedules and work items, as the demo's message centre shows them. */
export const SEED_MESSAGES: SeedMessage[] = [
  {
    key: 'flood-roster',
    type: 1,
    messageType: null,
    hoursAgo: 120,
    from: 'admin',
    to: 'everyone',
    readBy: ['admin', 'duty01', 'engineer01'],
    title: '关于发布2026年汛期防汛值班表的通知',
    body: {
      content:
        '<p>各部门：</p><p>2026年主汛期自6月1日起至9月30日止，调度中心实行24小时双人值班，大坝安全部、河道巡查队每日安排一名带班负责人。值班人员须提前15分钟到岗交接，值班期间保持电话畅通，不得擅自离岗。</p><p>值班表见附件，调班须提前一天报调度中心备案。</p>',
    },
  },
  {
    key: 'maintenance-window',
    type: 1,
    messageType: null,
    hoursAgo: 26,
    from: 'admin',
    to: 'everyone',
    readBy: [],
    title: '系统维护窗口通知：本周六 22:00 至次日 02:00',
    body: {
      content:
        '<p>信息中心将于本周六22:00至次日02:00对运维平台数据库进行升级。维护期间监测数据照常采集，告警推送可能延迟至多10分钟，工单与报表功能暂停使用。</p><p>维护期间如遇紧急险情，请直接电话联系调度中心值班室。</p>',
    },
  },
  {
    key: 'dispatch-order',
    type: 1,
    messageType: null,
    hoursAgo: 3,
    from: 'admin',
    to: 'everyone',
    readBy: [],
    title: '青水水库调度令〔2026〕第17号：按汛限水位控制下泄',
    body: {
      content:
        '<p>据水文预报，未来48小时澜江上游累计降雨量80至120毫米，青水水库入库流量将涨至1,450立方米每秒。</p><p>调度中心决定：自今日14:00起开启1号、2号溢洪道弧形闸门，下泄流量按800立方米每秒控制，库水位不得超过汛限水位156.50米。</p><p>请大坝安全部加密坝体渗流观测至每2小时一次，河道巡查队通知下游沿岸做好避险准备。执行情况每4小时报调度中心。</p>',
    },
  },
  {
    key: 'dam-safety-appraisal',
    type: 1,
    messageType: null,
    hoursAgo: 240,
    from: 'admin',
    to: ['admin', 'engineer01', 'engineer02', 'viewer01'],
    readBy: ['engineer01'],
    title: '关于开展2026年度水库大坝安全鉴定工作的通知',
    body: {
      content:
        '<p>根据《水库大坝安全鉴定办法》，青水水库大坝本年度开展安全鉴定。请大坝安全部于本月25日前整理近三年渗流、变形监测资料及巡检记录，运维部配合提供闸门、启闭机检修台账。</p>',
    },
  },
  {
    key: 'flood-supplies',
    type: 1,
    messageType: null,
    hoursAgo: 168,
    from: 'engineer02',
    to: ['admin', 'engineer02', 'patrol01'],
    readBy: ['engineer02'],
    title: '防汛物资仓库季度盘点安排',
    body: {
      content:
        '<p>运维部定于本周四对防汛物资仓库进行季度盘点，重点核查编织袋、救生衣、发电机及抽水泵的数量与完好情况，盘点结果将在平台公示。</p>',
    },
  },
  {
    key: 'river-patrol-intensify',
    type: 1,
    messageType: null,
    hoursAgo: 50,
    from: 'admin',
    to: ['admin', 'duty01', 'patrol01', '13907315566@patrol01'],
    readBy: ['patrol01'],
    title: '关于加强汛期河道巡查的通知',
    body: {
      content:
        '<p>受连续降雨影响，澜江干流水位持续上涨。即日起河道巡查由每日一次调整为每日两次，重点巡查堤防渗漏、岸坡坍塌及涉河违建，发现险情立即上报调度中心。</p>',
    },
  },
  {
    key: 'change-password',
    type: 1,
    messageType: null,
    hoursAgo: 290,
    from: 'admin',
    to: 'everyone',
    readBy: ['admin', 'engineer01', 'viewer01'],
    title: '信息安全提醒：请及时修改初始密码',
    body: {
      content:
        '<p>为保障平台安全，请尚未修改初始密码的同事尽快在“个人信息—修改密码”中设置新密码，密码须为6至16位字母与数字组合，且不得与账号相同。</p>',
    },
  },
  {
    key: 'dam-inspection-plan',
    type: 4,
    messageType: null,
    hoursAgo: 72,
    from: 'engineer01',
    to: ['admin', 'engineer01', 'duty02', 'viewer01'],
    readBy: ['engineer01'],
    title: '12月大坝安全巡检计划',
    body: {
      content:
        '<p>12月日常巡检每周一、周四上午进行，覆盖坝顶、上下游坝坡、溢洪道及放空洞；12月15日开展月度详细巡检，请相关人员按时参加。</p>',
      project: DAM,
    },
  },
  {
    key: 'duty-reminder',
    type: 4,
    messageType: null,
    hoursAgo: 6,
    from: null,
    to: ['admin', 'duty01', 'duty02'],
    readBy: [],
    title: '值班提醒：本周调度中心值班安排',
    body: {
      content:
        '<p>本周调度中心值班：王海涛（白班）、李静（夜班），交接班时间为每日08:30。周六维护窗口期间告警推送可能延迟，请值班员留意监测大屏。</p>',
    },
  },
  {
    key: 'gauge-calibration',
    type: 4,
    messageType: null,
    hoursAgo: 20,
    from: 'engineer01',
    to: ['admin', 'engineer01', 'engineer02'],
    readBy: [],
    title: '月度水位计与渗压计校准安排',
    body: {
      content: '<p>本月校准安排在18日进行，涉及库水位计2台、渗压计6支，校准期间相关测点数据将标记为维护状态，不触发告警。</p>',
      project: DAM,
    },
  },
  {
    key: 'dam-project-updated',
    type: 3,
    messageType: null,
    hoursAgo: 96,
    from: null,
    to: ['admin', 'engineer01'],
    readBy: [],
    title: '青水水库大坝项目基础信息已更新',
    body: { content: '<p>项目的防洪限制水位与校核洪水位已按最新批复调整，请查看项目基础信息。</p>', project: DAM },
  },
  {
    key: 'river-project-updated',
    type: 3,
    messageType: null,
    hoursAgo: 190,
    from: null,
    to: ['admin', 'patrol01', '13907315566@patrol01'],
    readBy: ['patrol01'],
    title: '澜江河道巡查项目新增巡查河段',
    body: { content: '<p>澜江河道巡查项目新增富春江汇口至东洲大桥河段（约6.2公里），已纳入日常巡查路线。</p>', project: RIVER },
  },
  {
    key: 'gate-maintenance-todo',
    type: 2,
    messageType: 10,
    hoursAgo: 5,
    from: 'duty01',
    to: ['admin', 'engineer02', 'duty01'],
    readBy: ['duty01'],
    title: '待办：1号溢洪道闸门启闭机例行保养',
    body: {
      content: '<p>1号溢洪道弧形闸门启闭机已运行满500小时，请于本周内完成润滑、钢丝绳检查及限位开关试验，并在工单中填报保养记录。</p>',
      project: DAM,
    },
  },
  {
    key: 'drain-cleared',
    type: 2,
    messageType: 10,
    hoursAgo: 44,
    from: 'engineer01',
    to: ['admin', 'engineer01', 'duty02'],
    readBy: ['engineer01', 'duty02'],
    title: '工单已完成：坝顶排水沟清淤',
    body: { content: '<p>坝顶左岸排水沟清淤已完成，清理淤积物约1.5立方米，排水通畅，现场照片已上传至工单。</p>', project: DAM },
  },
];
