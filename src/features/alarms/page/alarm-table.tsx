import { Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../ui/authorized';
import type { AlarmDto, AlarmPage } from '../alarm-types';
import { formatAlarmValue } from '../format';
import { SeverityTag } from '../severity-tag';
import { MuteAlarmButton } from '../sound/mute-buttons';
import { ACK_BUTTON } from '../use-can-acknowledge';

export const PAGE_SIZES = [20, 50, 100, 500];

export interface AlarmTableProps {
  data: AlarmPage | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  projectNames: ReadonlyMap<string, string>;
  onPage: (page: number, pageSize: number) => void;
  onAcknowledge: (alarm: AlarmDto) => void;
  onShowLog: (alarm: AlarmDto) => void;
}

/** Times of this year without the year (the table stays narrow enough for a laptop); older ones with it. */
const time = (value: number | null) => {
  if (!value) return '—';
  const at = dayjs(value);
  return at.format(at.year() === dayjs().year() ? 'MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm');
};

/** The paged alarm history, newest first, with acknowledge (btn_ack), mute and the log of each alarm. */
export function AlarmTable({ data, loading, page, pageSize, projectNames, onPage, onAcknowledge, onShowLog }: AlarmTableProps) {
  const { t } = useTranslation();
  // Stable columns matter: with the same render functions the table redraws only the rows a live change replaced.
  const columns = useMemo<TableColumnsType<AlarmDto>>(
    () => [
      {
        key: 'severity',
        title: t('alarms.field.severity'),
        width: 90,
        render: (_, alarm) => <SeverityTag severity={alarm.severity} name={alarm.severityName} />,
      },
      {
        key: 'point',
        title: t('alarms.field.point'),
        width: 200,
        render: (_, alarm) => (
          <span className="sluice-alarm-table__stack">
            <span>{alarm.pointName}</span>
            <span className="sluice-alarm-table__sub">{projectNames.get(alarm.projectId) ?? alarm.projectId}</span>
          </span>
        ),
      },
      { key: 'value', title: t('alarms.field.value'), width: 100, render: (_, alarm) => formatAlarmValue(alarm.value, alarm.unit) },
      { key: 'raisedAt', title: t('alarms.field.raised-at'), width: 135, render: (_, alarm) => time(alarm.raisedAt) },
      {
        key: 'state',
        title: t('alarms.field.state'),
        width: 135,
        render: (_, alarm) =>
          alarm.state === 'active' ? (
            <Tag color="error">{t('alarms.state.active')}</Tag>
          ) : (
            <span className="sluice-alarm-table__stack">
              <span>
                <Tag>{t('alarms.state.cleared')}</Tag>
              </span>
              <span className="sluice-alarm-table__sub">{time(alarm.clearedAt)}</span>
            </span>
          ),
      },
      {
        key: 'ack',
        title: t('alarms.field.acknowledged'),
        width: 150,
        render: (_, alarm) =>
          alarm.acknowledged ? (
            <Tooltip title={alarm.ackComment}>
              <span className="sluice-alarm-table__stack" data-testid={`alarm-acked-${alarm.id}`}>
                <span>{alarm.ackBy ?? '—'}</span>
                <span className="sluice-alarm-table__sub">{time(alarm.ackAt)}</span>
              </span>
            </Tooltip>
          ) : (
            <Tag color="warning">{t('alarms.ack.pending')}</Tag>
          ),
      },
      {
        key: 'actions',
        title: t('alarms.field.actions'),
        width: 180,
        fixed: 'right',
        render: (_, alarm) => (
          <Space size={4}>
            {alarm.acknowledged ? null : (
              <Authorized code={ACK_BUTTON}>
                <Button size="small" type="primary" onClick={() => onAcknowledge(alarm)} data-testid={`alarm-ack-${alarm.id}`}>
                  {t('alarms.ack.action')}
                </Button>
              </Authorized>
            )}
            <MuteAlarmButton alarm={alarm} />
            <Button size="small" type="link" onClick={() => onShowLog(alarm)} data-testid={`alarm-log-${alarm.id}`}>
              {t('alarms.log.action')}
            </Button>
          </Space>
        ),
      },
    ],
    [t, projectNames, onAcknowledge, onShowLog],
  );
  return (
    <Table<AlarmDto>
      rowKey="id"
      columns={columns}
      dataSource={data?.list ?? []}
      loading={loading}
      scroll={{ x: 990 }}
      data-testid="alarm-table"
      onRow={(alarm) =>
        ({
          'data-alarm-id': alarm.id,
          className:
            alarm.state === 'active' && !alarm.acknowledged ? `sluice-alarm-row sluice-alarm-row--${alarm.severity}` : 'sluice-alarm-row',
        }) as HTMLAttributes<HTMLElement>
      }
      pagination={{
        current: page,
        pageSize,
        total: data?.pagination.total ?? 0,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showQuickJumper: true,
        showTotal: (total) => t('alarms.page.total', { total }),
        onChange: onPage,
      }}
    />
  );
}
