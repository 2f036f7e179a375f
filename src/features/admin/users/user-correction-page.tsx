import { Alert, Form, Input, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { feedback } from '../../../lib/feedback';
import { FormPage } from '../../../ui/layouts/form-page';
import { EditableSubTable, type SubTableHandle } from '../../../ui/sub-table/editable-sub-table';
import { fetchOrganizeTree, sendFeedback } from '../api';
import { ADMIN_KEYS } from '../query-keys';
import type { UserRow } from '../types';
import { unitText } from './user-columns';
import {
  FEEDBACK_CONTENT_MAX,
  MAX_CORRECTIONS,
  correctionColumns,
  correctionReport,
  prefillCurrent,
  type CorrectionRow,
} from './correction-rows';

export interface UserCorrectionPageProps {
  user: UserRow;
  onDone: () => void;
}

/**
 * Reporting wrong details about a person (a wrong mobile number on a duty roster is a missed call in a flood).
 * Editing people comes later; until then the report goes to the administrators' feedback list.
 */
export function UserCorrectionPage({ user, onDone }: UserCorrectionPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const table = useRef<SubTableHandle<CorrectionRow>>(null);
  const [rows, setRows] = useState<CorrectionRow[]>([{}]);
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const unit = unitText(user);
  const send = useMutation({ mutationFn: sendFeedback });
  const units = useQuery({ queryKey: ADMIN_KEYS.organizeTree, queryFn: fetchOrganizeTree, staleTime: 5 * 60_000 });

  const save = () => {
    setProblem(null);
    const checked = table.current?.validate();
    if (!checked) return;
    if (checked.length === 0) {
      setProblem(t('admin.correction.need-one'));
      return;
    }
    const report = correctionReport(t, user, checked);
    if (report.content.length > FEEDBACK_CONTENT_MAX) {
      setProblem(t('admin.correction.too-long', { max: FEEDBACK_CONTENT_MAX }));
      return;
    }
    send.mutate(
      { ...report, contact: contact.trim(), page: pathname },
      {
        onSuccess: () => {
          feedback.success(t('admin.correction.sent'));
          onDone();
        },
      },
    );
  };

  return (
    <FormPage
      title={t('admin.correction.title', { person: `${user.realName} / ${user.account}` })}
      onBack={onDone}
      onSave={save}
      saving={send.isPending}
      saveText={t('admin.correction.submit')}
    >
      <Typography.Paragraph type="secondary">{t('admin.correction.intro')}</Typography.Paragraph>
      {problem ? <Alert type="error" showIcon title={problem} className="sluice-admin-correction__problem" /> : null}
      <EditableSubTable<CorrectionRow>
        ref={table}
        label={t('admin.correction.table-label')}
        columns={correctionColumns(t, units.data ?? [])}
        value={rows}
        onChange={(next) => setRows(prefillCurrent(rows, next, user, unit))}
        createRow={() => ({})}
        maxRows={MAX_CORRECTIONS}
        addText={t('admin.correction.add')}
      />
      <Form layout="vertical" className="sluice-admin-correction__contact">
        <Form.Item label={t('admin.correction.contact')} htmlFor="correction-contact">
          <Input id="correction-contact" value={contact} maxLength={100} onChange={(event) => setContact(event.target.value)} />
        </Form.Item>
      </Form>
    </FormPage>
  );
}
