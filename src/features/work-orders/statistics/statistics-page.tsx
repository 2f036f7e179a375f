import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Empty, Row, Space, Statistic } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useSelectedProject } from '../../../lib/selected-project';
import { Authorized } from '../../../ui/authorized';
import { CategoryBarChart } from '../../../ui/charts';
import { STATISTICS_EXPORT_PATH, workOrdersApi } from '../api';
import { ORDER_STATUSES, ORDER_TYPES } from '../../../../server/src/wire/work-orders-codes';
import { useOrderWords } from '../order-words';
import { WORK_ORDER_KEYS } from '../query-keys';
import { countOf, monthSeries, monthsBetween } from './statistics-series';

const CHART_HEIGHT = 280;

/** The last twelve months, this one included. */
const defaultRange = (): [Dayjs, Dayjs] => [dayjs().subtract(11, 'month').startOf('month'), dayjs().endOf('month')];

/**
 * /projecManagement/workOrderStatistics (the side bar is hidden on this path, seed 001 section 2): the selected
 * project's orders counted by kind, status and month over a date range, and the same figures as CSV.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const words = useOrderWords();
  const project = useSelectedProject();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(defaultRange);
  const [exporting, setExporting] = useState(false);
  const query = { projectId: project?.projectId, from: range[0].startOf('day').valueOf(), to: range[1].endOf('day').valueOf() };
  const statistics = useQuery({ queryKey: WORK_ORDER_KEYS.statistics(query), queryFn: () => workOrdersApi.statistics(query) });
  const data = statistics.data;
  const months = monthsBetween(range[0].format('YYYY-MM'), range[1].format('YYYY-MM'));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const response = await http.getBlob(
        STATISTICS_EXPORT_PATH,
        Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
      );
      saveFile(response.data, t('work-orders.statistics.file-name'));
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <span>{t('work-orders.statistics.range')}</span>
            <DatePicker.RangePicker
              allowClear={false}
              value={range}
              onChange={(value) => {
                if (value?.[0] && value[1]) setRange([value[0], value[1]]);
              }}
            />
          </Space>
          <Authorized code="btn_export">
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
              {t('work-orders.statistics.export')}
            </Button>
          </Authorized>
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <Card loading={statistics.isLoading} style={{ height: '100%' }}>
            <Statistic title={t('work-orders.statistics.total')} value={data?.total ?? 0} />
          </Card>
        </Col>
        {ORDER_STATUSES.slice(0, 3).map((status) => (
          <Col xs={12} md={6} key={status}>
            <Card loading={statistics.isLoading} style={{ height: '100%' }}>
              <Statistic title={words.status(status)} value={data ? countOf(data.byStatus, (row) => row.status === status) : 0} />
            </Card>
          </Col>
        ))}
        <Col xs={24} lg={12}>
          <Card title={t('work-orders.statistics.by-type')} loading={statistics.isLoading}>
            {data && data.total > 0 ? (
              <CategoryBarChart
                label={t('work-orders.statistics.by-type')}
                height={CHART_HEIGHT}
                categories={ORDER_TYPES.map((kind) => words.type(kind))}
                series={[
                  {
                    id: 'count',
                    label: t('work-orders.statistics.count'),
                    values: ORDER_TYPES.map((kind) => countOf(data.byType, (row) => row.orderType === kind)),
                  },
                ]}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('work-orders.statistics.by-status')} loading={statistics.isLoading}>
            {data && data.total > 0 ? (
              <CategoryBarChart
                label={t('work-orders.statistics.by-status')}
                height={CHART_HEIGHT}
                categories={ORDER_STATUSES.map((status) => words.status(status))}
                series={[
                  {
                    id: 'count',
                    label: t('work-orders.statistics.count'),
                    values: ORDER_STATUSES.map((status) => countOf(data.byStatus, (row) => row.status === status)),
                  },
                ]}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            )}
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('work-orders.statistics.by-month')} loading={statistics.isLoading}>
            {data && data.total > 0 ? (
              <CategoryBarChart
                label={t('work-orders.statistics.by-month')}
                height={CHART_HEIGHT + 40}
                categories={months}
                series={monthSeries(data, months, ORDER_TYPES).map((one) => ({
                  id: one.kind,
                  label: words.type(one.kind),
                  values: one.values,
                }))}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            )}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
