import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointStatistics } from '../../../../server/src/wire/dam-monitoring';
import { formatDateTime } from '../../../lib/format/date-time';
import { saveFile } from '../../../lib/save-file';
import { damApi, type RangeScope, type StatisticsKind } from '../api';
import { ErrorInPlace } from '../page/error-in-place';
import { statisticsCsv, type StatisticsHeadings } from './statistics-csv';

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 3 });
const show = (value: number | null) => (value === null ? '–' : number.format(value));

export interface StatisticsTableProps {
  kind: StatisticsKind;
  title: string;
  scope: RangeScope;
  /** The file name of the export, without extension. */
  exportName: string;
}

/**
 * Per point min, max, mean, last, change over the range and rate of change (computed by the server over every
 * good reading, not over what a chart shows), with the table as a CSV file.
 */
export function StatisticsTable({ kind, title, scope, exportName }: StatisticsTableProps) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['monitoring', 'statistics', kind, scope.projectId, scope.from, scope.to],
    queryFn: ({ signal }) => damApi.statistics(kind, scope, signal),
  });
  const headings: StatisticsHeadings = useMemo(
    () => ({
      code: t('monitoring.statistics.code'),
      name: t('monitoring.statistics.name'),
      count: t('monitoring.statistics.count'),
      min: t('monitoring.statistics.min'),
      max: t('monitoring.statistics.max'),
      mean: t('monitoring.statistics.mean'),
      last: t('monitoring.statistics.last'),
      lastTime: t('monitoring.statistics.last-time'),
      change: t('monitoring.statistics.change'),
      rate: t('monitoring.statistics.rate'),
    }),
    [t],
  );
  const columns: ColumnsType<PointStatistics> = useMemo(
    () => [
      { key: 'code', title: headings.code, dataIndex: 'pointCode', fixed: 'left', width: 110 },
      { key: 'name', title: headings.name, dataIndex: 'pointName', width: 220 },
      { key: 'unit', title: t('monitoring.statistics.unit'), dataIndex: 'unit', width: 70 },
      { key: 'count', title: headings.count, dataIndex: 'count', align: 'right', width: 90 },
      { key: 'min', title: headings.min, align: 'right', render: (_, row) => show(row.min) },
      { key: 'max', title: headings.max, align: 'right', render: (_, row) => show(row.max) },
      { key: 'mean', title: headings.mean, align: 'right', render: (_, row) => show(row.mean) },
      { key: 'last', title: headings.last, align: 'right', render: (_, row) => show(row.last) },
      { key: 'last-time', title: headings.lastTime, width: 150, render: (_, row) => formatDateTime(row.lastTs) || '–' },
      { key: 'change', title: headings.change, align: 'right', render: (_, row) => show(row.change) },
      {
        key: 'rate',
        title: `${headings.rate} (/${t('monitoring.statistics.per-day')})`,
        align: 'right',
        render: (_, row) => show(row.ratePerDay),
      },
    ],
    [headings, t],
  );

  const rows = query.data?.list ?? [];
  const rainfallTotal = query.data && 'rainfallTotal' in query.data ? query.data.rainfallTotal : null;
  const exportCsv = () =>
    saveFile(
      new Blob([statisticsCsv(rows, headings, t('monitoring.statistics.per-day'))], { type: 'text/csv;charset=utf-8' }),
      `${exportName}.csv`,
    );

  return (
    <section className="sluice-monitoring__stack" data-testid={`statistics-${kind}`}>
      <Space className="sluice-monitoring__section-head" wrap>
        <Typography.Title level={5}>{title}</Typography.Title>
        <Button icon={<DownloadOutlined />} disabled={rows.length === 0} onClick={exportCsv}>
          {t('monitoring.statistics.export-csv')}
        </Button>
        {rainfallTotal === null ? null : (
          <Typography.Text type="secondary">
            {t('monitoring.seepage.rainfall-total', { total: number.format(rainfallTotal) })}
          </Typography.Text>
        )}
      </Space>
      {query.isError ? (
        <ErrorInPlace error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<PointStatistics>
          size="small"
          rowKey="pointId"
          loading={query.isFetching}
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 1000 }}
        />
      )}
    </section>
  );
}
