import { Badge, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../../../streams/stores/connection-store';
import { useLiveStore } from '../../../lib/live/use-live-store';
import { SEVERITIES } from '../alarm-types';
import { SEVERITY_STYLE, severityLabel, severityNamesOf } from '../severity';
import { summarizeBell, type BellSummary } from '../top-bar/bell-summary';

const NONE: BellSummary = { counts: { 1: 0, 2: 0, 3: 0, 4: 0 }, total: 0, attention: false, highest: null, newest: [] };
const selectLive = (state: ConnectionState) => state.socket === 'open' && !state.stale;

/** Active alarms per level right now (from the live store) and whether the feed is live or only polled. */
export function LiveSummary() {
  const { t } = useTranslation();
  const summary = useLiveStore('alarms', summarizeBell, NONE);
  const live = useLiveStore('connection', selectLive, false);
  const names = severityNamesOf(summary.newest);
  return (
    <Space wrap size={8} data-testid="alarm-live-summary">
      <span>{t('alarms.page.active-now', { count: summary.total })}</span>
      {SEVERITIES.map((severity) => (
        <Tag key={severity} style={{ ...SEVERITY_STYLE[severity], border: 'none' }} data-testid={`alarm-page-count-${severity}`}>
          {severityLabel(t, severity, names[severity])} {summary.counts[severity]}
        </Tag>
      ))}
      <Badge status={live ? 'processing' : 'warning'} text={live ? t('alarms.page.live') : t('alarms.page.polling')} />
    </Space>
  );
}
