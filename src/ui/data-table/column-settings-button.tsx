import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnDrawer } from './column-drawer';
import type { ColumnLayoutState } from './use-column-layout';

/** The table toolbar's column-settings button and the drawer it opens. */
export function ColumnSettingsButton({ state }: { state: ColumnLayoutState }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('ui.columns.title')}>
        <Button icon={<SettingOutlined />} aria-label={t('ui.columns.title')} data-testid="columns-button" onClick={() => setOpen(true)} />
      </Tooltip>
      <ColumnDrawer
        open={open}
        onClose={() => setOpen(false)}
        layout={state.layout}
        onChange={state.change}
        onRestore={state.restore}
        customised={state.customised}
      />
    </>
  );
}
