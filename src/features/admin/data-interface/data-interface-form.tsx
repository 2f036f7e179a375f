import { Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataInterfaceBody, DataInterfaceItem, DataInterfaceParameter } from '../../../../server/src/wire/data-interface';
import { ParameterTable } from './parameter-table';
import { AdminFormModal, RecordBasicsFields } from '../list/admin-form-modal';

type FormValues = Omit<DataInterfaceBody, 'requestParameters'> & { enabled: boolean; parameters: DataInterfaceParameter[] };

export interface DataInterfaceFormProps {
  open: boolean;
  definition: DataInterfaceItem | null;
  saving: boolean;
  categories: { value: string; label: string }[];
  onSubmit: (body: DataInterfaceBody) => void;
  onCancel: () => void;
}

function parametersOf(definition: DataInterfaceItem): DataInterfaceParameter[] {
  try {
    return JSON.parse(definition.requestParameters) as DataInterfaceParameter[];
  } catch {
    return [];
  }
}

/** A definition: SQL (monospace editor, @name parameters), static JSON, or an HTTP address. The server's fence judges it on save. */
export function DataInterfaceForm({ open, definition, saving, categories, onSubmit, onCancel }: DataInterfaceFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const dataType = Form.useWatch('dataType', form);
  const values = useMemo<Partial<FormValues>>(
    () =>
      definition
        ? {
            fullName: definition.fullName,
            enCode: definition.enCode,
            categoryId: definition.categoryId,
            dataType: definition.dataType as 1 | 2 | 3,
            query: definition.query,
            path: definition.path,
            requestMethod: definition.requestMethod === 'POST' ? 'POST' : 'GET',
            sortCode: definition.sortCode,
            description: definition.description,
            enabled: definition.enabledMark === 1,
            parameters: parametersOf(definition),
          }
        : { dataType: 1, requestMethod: 'GET', sortCode: 0, enabled: true, parameters: [] },
    [definition],
  );
  return (
    <AdminFormModal<FormValues>
      open={open}
      width={900}
      title={definition ? t('system-data.interface.edit') : t('system-data.interface.add')}
      saving={saving}
      form={form}
      values={values}
      onFinish={({ enabled, parameters, ...body }) =>
        onSubmit({ ...body, enabledMark: enabled ? 1 : 0, requestParameters: JSON.stringify(parameters ?? []) })
      }
      onCancel={onCancel}
    >
      <RecordBasicsFields
        category={{ name: 'categoryId', label: t('system-data.interface.category'), options: categories }}
        kind={{
          name: 'dataType',
          label: t('system-data.interface.data-type'),
          options: [
            { value: 1, label: t('system-data.interface.type-sql') },
            { value: 2, label: t('system-data.interface.type-static') },
            { value: 3, label: t('system-data.interface.type-http') },
          ],
        }}
      />
      {dataType === 3 ? (
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item name="requestMethod" label={t('system-data.interface.method')}>
              <Select
                options={[
                  { value: 'GET', label: 'GET' },
                  { value: 'POST', label: 'POST' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={18}>
            <Form.Item
              name="path"
              label={t('system-data.interface.path')}
              extra={t('system-data.interface.http-help')}
              rules={[{ required: true, type: 'url' }]}
            >
              <Input placeholder="https://" />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Form.Item
          name="query"
          label={dataType === 2 ? t('system-data.interface.static-data') : t('system-data.interface.sql')}
          extra={dataType === 2 ? undefined : t('system-data.interface.sql-help')}
          rules={[{ required: true }]}
        >
          <Input.TextArea rows={8} spellCheck={false} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      )}
      <Form.Item name="parameters" label={t('system-data.interface.parameters')}>
        <ParameterTable />
      </Form.Item>
      <Form.Item name="description" label={t('system-data.common.description')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </AdminFormModal>
  );
}
