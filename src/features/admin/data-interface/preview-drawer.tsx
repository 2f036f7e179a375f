import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import type { DataInterfaceItem, DataInterfaceParameter } from '../../../../server/src/wire/data-interface';
import { INTERFACE_KEYS, fetchInterfaceLog, previewInterface } from './api';

function parametersOf(definition: DataInterfaceItem): DataInterfaceParameter[] {
  try {
    return JSON.parse(definition.requestParameters) as DataInterfaceParameter[];
  } catch {
    return [];
  }
}

/** Preview (run the saved definition with values typed here) and the call log of one definition. */
export function PreviewDrawer({
  definition,
  canPreview,
  onClose,
}: {
  definition: DataInterfaceItem | null;
  canPreview: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [running, setRunning] = useState(false);
  const [logPage, setLogPage] = useState(1);
  const log = useQuery({
    queryKey: INTERFACE_KEYS.log(definition?.id ?? '', logPage),
    queryFn: () => fetchInterfaceLog(definition?.id ?? '', logPage),
    enabled: definition !== null,
  });
  const run = async () => {
    if (!definition) return;
    setRunning(true);
    try {
      const answer = await previewInterface(definition.id, values);
      setResult({ ok: true, text: JSON.stringify(answer, null, 2) });
    } catch (error) {
      setResult({ ok: false, text: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setRunning(false);
      void log.refetch();
    }
  };
  return (
    <Drawer open={definition !== null} width={720} title={definition?.fullName} onClose={onClose} destroyOnHidden>
      <Tabs
        items={[
          {
            key: 'preview',
            label: t('system-data.interface.preview'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                {definition &&
                  parametersOf(definition).map((parameter) => (
                    <Form.Item key={parameter.field} label={`@${parameter.field}`} style={{ marginBottom: 8 }}>
                      <Input
                        placeholder={parameter.defaultValue}
                        onChange={(event) => setValues((current) => ({ ...current, [parameter.field]: event.target.value }))}
                      />
                    </Form.Item>
                  ))}
                <Button type="primary" loading={running} disabled={!canPreview} onClick={() => void run()}>
                  {t('system-data.interface.run')}
                </Button>
                {result && !result.ok && <Alert type="warning" showIcon message={result.text} />}
                {result?.ok && (
                  <Typography.Paragraph>
                    <pre data-testid="interface-result" style={{ maxHeight: 420, overflow: 'auto', fontFamily: 'monospace' }}>
                      {result.text}
                    </pre>
                  </Typography.Paragraph>
                )}
              </Space>
            ),
          },
          {
            key: 'log',
            label: t('system-data.interface.log'),
            children: (
              <Table
                size="small"
                rowKey="id"
                loading={log.isFetching}
                dataSource={log.data?.list ?? []}
                pagination={{ current: logPage, pageSize: 20, total: log.data?.pagination.total ?? 0, onChange: setLogPage }}
                columns={[
                  {
                    title: t('system-data.interface.log-time'),
                    dataIndex: 'invokTime',
                    render: (value: number) => new Date(value).toLocaleString(),
                  },
                  { title: t('system-data.interface.log-user'), dataIndex: 'account' },
                  { title: t('system-data.interface.log-duration'), dataIndex: 'invokWasteTime', render: (value: number) => `${value} ms` },
                  {
                    title: t('system-data.interface.log-result'),
                    dataIndex: 'invokType',
                    render: (value: string, row) =>
                      value === 'ok' ? (
                        <Tag color="success">{t('system-data.interface.log-ok')}</Tag>
                      ) : (
                        <Tag color="error" title={row.error}>
                          {t('system-data.interface.log-error')}
                        </Tag>
                      ),
                  },
                  { title: t('system-data.interface.log-detail'), dataIndex: 'error', ellipsis: true },
                ]}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
