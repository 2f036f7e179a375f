import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '../../../server/src/wire/work-orders-codes';
import { useRouteMeta } from '../../lib/route-meta';
import { portalApi } from './modules-api';
import { ValueBars } from './value-bars';

/** The demo's record forms the portal counts (server/src/forms/demo-forms.ts). */
const RECORD_FORMS = ['form-dam-inspection', 'form-river-patrol'] as const;

/** A count, or a dash when the caller may not read it (or it is not there). */
function Count({ title, value, loading }: { title: string; value: number | undefined; loading: boolean }) {
  return (
    <Card loading={loading}>
      <Statistic title={title} value={value ?? '—'} />
    </Card>
  );
}

/**
 * The page of a menu of type 8 (seed 000 section 2.2), here the operations portal: cards with the open alarms, the
 * work orders waiting and the inspection and patrol records, then the open alarms by level and the orders by kind.
 * Each part reads an existing API and shows a dash when that API refuses the caller.
 */
export function PortalModulePage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const alarms = useQuery({ queryKey: ['portal', 'alarms'], queryFn: portalApi.alarms, retry: false });
  const orders = useQuery({ queryKey: ['portal', 'work-orders'], queryFn: portalApi.workOrders, retry: false });
  const records = useQuery({
    queryKey: ['portal', 'records'],
    queryFn: () => Promise.all(RECORD_FORMS.map((form) => portalApi.recordCount(form).catch(() => undefined))),
    retry: false,
  });
  const waiting = orders.data?.byStatus.find((entry) => entry.status === ORDER_STATUS.waiting)?.count ?? (orders.data ? 0 : undefined);
  const kindLabel = (kind: string) => {
    switch (kind) {
      case 'patrol':
        return t('modules.portal.kind-patrol');
      case 'maintenance':
        return t('modules.portal.kind-maintenance');
      case 'curing':
        return t('modules.portal.kind-curing');
      default:
        return t('modules.portal.kind-repair');
    }
  };

  return (
    <div style={{ padding: 16 }} aria-label={meta?.title} role="region">
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Count title={t('modules.portal.open-alarms')} value={alarms.data?.open} loading={alarms.isLoading} />
        </Col>
        <Col xs={12} lg={6}>
          <Count title={t('modules.portal.waiting-orders')} value={waiting} loading={orders.isLoading} />
        </Col>
        <Col xs={12} lg={6}>
          <Count title={t('modules.portal.dam-records')} value={records.data?.[0]} loading={records.isLoading} />
        </Col>
        <Col xs={12} lg={6}>
          <Count title={t('modules.portal.patrol-records')} value={records.data?.[1]} loading={records.isLoading} />
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('modules.portal.alarms-by-level')} loading={alarms.isLoading}>
            {alarms.data ? (
              <ValueBars
                label={t('modules.portal.alarms-by-level')}
                bars={alarms.data.bySeverity.map((level) => ({
                  key: String(level.severity),
                  label: level.name,
                  value: level.active + level.clearedUnacknowledged,
                }))}
              />
            ) : (
              <Typography.Text type="secondary">{t('modules.portal.unavailable')}</Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('modules.portal.orders-by-kind')} loading={orders.isLoading}>
            {orders.data ? (
              <ValueBars
                label={t('modules.portal.orders-by-kind')}
                bars={orders.data.byType.map((entry) => ({ key: entry.orderType, label: kindLabel(entry.orderType), value: entry.count }))}
              />
            ) : (
              <Typography.Text type="secondary">{t('modules.portal.unavailable')}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
