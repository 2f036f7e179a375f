import { Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { Authorized } from '../../../ui/authorized';
import { ExportButton } from '../../../ui/export-button/export-button';
import { ImportButton } from '../../../ui/import-button/import-button';
import { ADMIN_PATHS } from '../api';
import { ADMIN_KEYS } from '../query-keys';
import type { ImportResult, ImportRowError } from '../types';
import { ImportErrorsModal, importErrorsOf } from './import-errors-modal';

export interface UserImportActionsProps {
  /** After a successful import, with the people created and their initial passwords. */
  onImported: (result: ImportResult) => void;
}

/** Import from a spreadsheet and download its template (btn_import); a refused file lists its bad rows. */
export function UserImportActions({ onImported }: UserImportActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<{ message: string; errors: ImportRowError[] } | null>(null);
  return (
    <Authorized code="btn_import">
      <Space wrap>
        <ImportButton<ImportResult>
          url={ADMIN_PATHS.usersImport}
          accept=".xlsx,.csv"
          onSuccess={(result) => {
            void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.userLists });
            onImported(result);
          }}
          onFailure={(error) => {
            const errors = importErrorsOf(error.data);
            if (errors) setRefusal({ message: error.msg, errors });
          }}
        />
        <ExportButton
          url={ADMIN_PATHS.usersImportTemplate}
          body={() => ({})}
          fileName={t('admin.user-import.template-file')}
          text={t('admin.user-import.template')}
          onFinish={(saved) => {
            if (!saved) feedback.warning(t('admin.user-import.template-failed'));
          }}
        />
      </Space>
      <ImportErrorsModal message={refusal?.message ?? ''} errors={refusal?.errors ?? null} onClose={() => setRefusal(null)} />
    </Authorized>
  );
}
