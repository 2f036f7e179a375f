import { useQuery } from '@tanstack/react-query';
import { Card, Result, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../lib/route-meta';
import { runDataInterface } from './modules-api';
import { numericColumns, reportColumns, reportRows, type ReportRow } from './report-rows';
import { ValueBars } from './value-bars';

/**
 * The page of a menu of type 5 (seed 000 section 2.2): the data interface its moduleId names, run on opening, as
 * bars of one numeric column (chosen on the page) by the first column, and the full table below.
 */
export function ReportModulePage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const interfaceId = meta?.menu?.moduleId ?? '';
  const answer = useQuery({
    queryKey: ['module-report', interfaceId],
    queryFn: () => runDataInterface(interfaceId),
    enabled: interfaceId !== '',
  });
  const rows = useMemo(() => reportRows(answer.data), [answer.data]);
  const columns = useMemo(() => reportColumns(rows), [rows]);
  const numeric = useMemo(() => numericColumns(rows, columns.slice(1)), [rows, columns]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const measure = chosen && numeric.includes(chosen) ? chosen : numeric[0];
  const category = columns[0];

  if (interfaceId === '' || answer.isError) return <Result status="warning" title={t('modules.report.unavailable')} />;
  const bars =
    measure && category
      ? rows.map((row, index) => ({ key: String(index), label: String(row[category] ?? ''), value: Number(row[measure] ?? 0) }))
      : [];

  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex', padding: 16 }}>
      <Card
        title={meta?.title}
        loading={answer.isLoading}
        extra={
          numeric.length > 1 ? (
            <Space>
              <Typography.Text>{t('modules.report.measure')}</Typography.Text>
              <Select
                value={measure}
                onChange={setChosen}
                options={numeric.map((key) => ({ value: key, label: key }))}
                style={{ width: 160 }}
                aria-label={t('modules.report.measure')}
              />
            </Space>
          ) : null
        }
      >
        {bars.length > 0 ? (
          <ValueBars bars={bars} label={t('modules.report.chart', { measure: measure ?? '' })} />
        ) : (
          <Typography.Text type="secondary">{t('modules.report.empty')}</Typography.Text>
        )}
      </Card>
      <Card title={t('modules.report.table')} loading={answer.isLoading}>
        <Table<ReportRow>
          rowKey={(row) => JSON.stringify(row)}
          dataSource={rows}
          pagination={rows.length > 20 ? { pageSize: 20 } : false}
          columns={columns.map((key) => ({
            key,
            title: key,
            dataIndex: key,
            render: (value: unknown) => (value === null || value === undefined ? '' : String(value)),
          }))}
          scroll={{ x: 'max-content' }}
        />
      </Card>
    </Space>
  );
}
