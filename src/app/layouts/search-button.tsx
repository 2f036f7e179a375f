import { SearchOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LazyPageSearchBox } from '../../features/shell/lazy-page-search-box';

/** Page search behind an icon, where the top bar has no room for the box (top-menu layouts, mobile). */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  // Choosing a page navigates: close with it.
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setOpenedAt(pathname);
      }}
      trigger="click"
      placement="bottomRight"
      content={<LazyPageSearchBox width={260} autoFocus />}
    >
      <Button
        type="text"
        className="sluice-tool"
        data-testid="page-search-button"
        aria-label={t('topbar.search.label')}
        title={t('topbar.search.label')}
        icon={<SearchOutlined />}
      />
    </Popover>
  );
}
