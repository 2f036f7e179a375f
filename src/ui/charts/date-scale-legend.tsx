import { theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateGradient } from './date-colours';

/** The colour bar of a date-coloured scatter, with the date range it spans. */
export function DateScaleLegend({ firstTs, lastTs }: { firstTs: number; lastTs: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const format = (ts: number) => dayjs(ts).format('YYYY-MM-DD');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
      <span>{t('charts.scatter.date-scale', { from: format(firstTs), to: format(lastTs) })}</span>
      <span aria-hidden style={{ width: 120, height: 8, borderRadius: 4, background: dateGradient() }} />
    </div>
  );
}
