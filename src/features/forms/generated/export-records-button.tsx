import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDownload } from '../../../lib/save-file';
import type { OnlineDevListBody } from '../../../../server/src/wire/online-dev';
import { generatedApi } from './generated-api';

export interface ExportRecordsButtonProps {
  modelId: string;
  /** The list's current filter, read when the button is pressed. */
  filter: () => Omit<OnlineDevListBody, 'currentPage' | 'pageSize'>;
}

/**
 * Export of a generated list: the server writes the .xlsx of the current filter and answers a one-minute signed link,
 * which a plain link opens as a download (no token goes into the address).
 */
export function ExportRecordsButton({ modelId, filter }: ExportRecordsButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const file = await generatedApi.exportData(modelId, { ...filter(), timeZone });
      openDownload(file.url, file.name);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('generated.list.export')}
    </Button>
  );
}
