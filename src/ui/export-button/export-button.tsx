import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from '../../lib/download-export';

export interface ExportButtonProps {
  /** The export call, POSTed (spec 7.1). */
  url: string;
  /** The request body, read when the button is pressed so it reflects the current search. */
  body: () => unknown;
  /** Saved under this name when the server sends no content-disposition. */
  fileName: string;
  text?: string;
  /** After the download: true when a file was saved, false when the export failed (silently, spec section 8). */
  onFinish?: (saved: boolean) => void;
  disabled?: boolean;
}

/** The export download button: POST, blob, file name from content-disposition; busy until the file is saved. */
export function ExportButton({ url, body, fileName, text, onFinish, disabled }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      disabled={disabled}
      onClick={async () => {
        setBusy(true);
        const saved = await downloadExport(url, body(), fileName);
        setBusy(false);
        onFinish?.(saved);
      }}
    >
      {text ?? t('ui.export.button')}
    </Button>
  );
}
