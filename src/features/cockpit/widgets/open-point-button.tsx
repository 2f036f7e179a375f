import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Opens the point's monitoring page on the widget's window: the keyboard's (and the profile chart's) way there. */
export function OpenPointButton({ code, onOpen }: { code: string; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      type="text"
      icon={<ExportOutlined />}
      aria-label={t('cockpit.widget.open-point', { code })}
      title={t('cockpit.widget.open-point', { code })}
      onClick={onOpen}
      data-testid="cockpit-open-point"
    />
  );
}
