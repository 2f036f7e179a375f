import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataInterfaceBody, DataInterfaceItem, DataInterfaceParameter } from '../../../../server/src/wire/data-interface';
import { ParameterTable } from './parameter-table';

const CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

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
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
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
    );
  }, [open, definition, form]);
  return (
    <Modal
      open={open}
      width={900}
      title={definition ? t('system-data.interface.edit') : t('system-data.interface.add')}
      okText={t('system-data.common.save')}
      cancelText={t('system-data.common.cancel')}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ enabled, parameters, ...values }) =>
          onSubmit({ ...values, enabledMark: enabled ? 1 : 0, requestParameters: JSON.stringify(parameters ?? []) })
        }
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="fullName"
              label={t('system-data.common.full-name')}
              rules={[{ required: true, max: 50, message: t('system-data.common.name-required') }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="enCode"
              label={t('system-data.common.en-code')}
              rules={[{ required: true, pattern: CODE_PATTERN, max: 50, message: t('system-data.common.code-rule') }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="categoryId" label={t('system-data.interface.category')}>
              <Select allowClear options={categories} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="dataType" label={t('system-data.interface.data-type')} rules={[{ required: true }]}>
              <Select
                options={[
                  { value: 1, label: t('system-data.interface.type-sql') },
                  { value: 2, label: t('system-data.interface.type-static') },
                  { value: 3, label: t('system-data.interface.type-http') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sortCode" label={t('system-data.common.sort-code')}>
              <InputNumber min={0} max={999_999} precision={0} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="enabled" label={t('system-data.common.status')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
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
      </Form>
    </Modal>
  );
}
