import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDownload } from '../../../lib/save-file';
import { hasButton } from '../../../lib/permissions';
import { useSession } from '../../../lib/session-store';
import type { MenuNode } from '../../../../server/src/wire/current-user';
import { workOrdersApi } from '../api';

/** The order list's menu: its btn_export is what the fill-in export needs, wherever the button shows. */
const ORDER_LIST_MENU = 'workOrder.list';

function menuIdOf(menus: readonly MenuNode[], enCode: string): string | undefined {
  for (const menu of menus) {
    if (menu.enCode === enCode) return menu.id;
    const found = menuIdOf(menu.children, enCode);
    if (found) return found;
  }
  return undefined;
}

/** Whether the user holds the order list's export button (the detail page is not that page, so it asks by menu). */
function useCanExportOrders(): boolean {
  return useSession((session) => hasButton(session.permissionList, menuIdOf(session.menuList ?? [], ORDER_LIST_MENU), 'btn_export'));
}

/**
 * An order's fill-ins of one work-order form as .xlsx (POST /api/wovisualdev/OnlineDev/{form}/Actions/ExportData with
 * the order): the server answers a one-minute signed link, which a plain link opens as a download.
 */
export function ExportFillingsButton({ templateId, orderId }: { templateId: string; orderId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const allowed = useCanExportOrders();
  if (!allowed) return null;
  const run = async () => {
    setBusy(true);
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const file = await workOrdersApi.exportFillings(templateId, { orderId, timeZone });
      openDownload(file.url, file.name);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" type="link" icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('work-orders.detail.export-fillings')}
    </Button>
  );
}
