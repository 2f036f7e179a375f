import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Col, Form, Input, InputNumber, Modal, Radio, Row, Switch } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TreeSelectField } from '../../../ui/tree-select/tree-select-field';
import { UserSelect } from '../../../ui/user-picker/user-select';
import type { TreeItem } from '../../../ui/tree/tree-item';
import { ADMIN_KEYS } from '../query-keys';
import type { OrganizeUnit } from '../types';
import { createUnit, fetchUnitInfo, updateUnit } from './organize-api';
import { codeRules, nameRules } from './record-form-rules';

interface FormValues {
  category: 'company' | 'department';
  parentId?: string;
  fullName: string;
  enCode: string;
  managerId?: string;
  sortCode?: number;
  enabled: boolean;
  description?: string;
}

export interface OrganizeFormTarget {
  /** The unit being edited; absent for a new one. */
  unit?: OrganizeUnit;
  /** For a new unit: where it goes ('-1' for a top-level company). */
  parentId?: string;
  category: 'company' | 'department';
}

/** Every unit except `excludeId` and what lies below it, so a unit cannot be moved under itself. */
function without(items: readonly OrganizeUnit[], excludeId: string | undefined): TreeItem[] {
  return items.filter((item) => item.id !== excludeId).map((item) => ({ ...item, children: without(item.children ?? [], excludeId) }));
}

/** Create or edit a company or department: name, code, parent (a move), manager, order, status, description. */
export function OrganizeFormModal({
  target,
  tree,
  onClose,
}: {
  target: OrganizeFormTarget | null;
  tree: readonly OrganizeUnit[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const editing = target?.unit;
  const info = useQuery({
    queryKey: ['admin', 'organize-info', editing?.id],
    queryFn: () => fetchUnitInfo(editing?.id ?? ''),
    enabled: Boolean(editing),
  });
  const parents = useMemo(() => without(tree, editing?.id), [tree, editing?.id]);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    const data = info.data;
    if (editing && data) {
      form.setFieldsValue({
        category: data.category,
        parentId: data.parentId === '-1' ? undefined : data.parentId,
        fullName: data.fullName,
        enCode: data.enCode,
        managerId: data.managerId || undefined,
        sortCode: data.sortCode,
        enabled: data.enabledMark === 1,
        description: data.description || undefined,
      });
    } else if (!editing) {
      form.setFieldsValue({
        category: target.category,
        parentId: target.parentId === '-1' ? undefined : target.parentId,
        enabled: true,
        sortCode: 0,
      });
    }
  }, [target, editing, info.data, form]);

  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const body = {
        category: values.category,
        parentId: values.parentId ?? '-1',
        fullName: values.fullName,
        enCode: values.enCode,
        managerId: values.managerId ?? '',
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description ?? '',
      };
      return editing ? updateUnit(editing.id, body) : createUnit(body);
    },
    onSuccess: () => {
      void message.success(editing ? t('admin.organize.saved') : t('admin.organize.created'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.organizeUnits });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.organizeTree });
      onClose();
    },
  });
  const category = Form.useWatch('category', form);

  return (
    <Modal
      open={target !== null}
      title={editing ? t('admin.organize.edit-title', { name: editing.fullName }) : t('admin.organize.add-title')}
      okText={t('admin.form.save')}
      cancelText={t('admin.form.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void form.validateFields().then((values) => save.mutate(values))}
      onCancel={onClose}
      width={640}
      className="sluice-admin-modal"
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="organize-form">
        {/* Two columns from 576 px: the whole form and its buttons fit a 900 x 700 window. */}
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="category" label={t('admin.organize.kind')}>
              <Radio.Group disabled={Boolean(editing)}>
                <Radio.Button value="company">{t('admin.organize.company')}</Radio.Button>
                <Radio.Button value="department">{t('admin.organize.department')}</Radio.Button>
              </Radio.Group>
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="parentId"
              label={t('admin.organize.parent')}
              rules={category === 'department' ? [{ required: true, message: t('admin.organize.parent-required') }] : []}
            >
              <TreeSelectField items={parents} placeholder={t('admin.organize.top')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="fullName" label={t('admin.organize.name')} rules={nameRules(t)}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="enCode" label={t('admin.organize.code')} rules={codeRules(t, editing?.enCode)}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="managerId" label={t('admin.organize.manager')}>
              <UserSelect title={t('admin.organize.manager')} placeholder={t('admin.organize.manager-placeholder')} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="sortCode" label={t('admin.organize.sort-code')}>
              <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="enabled" label={t('admin.user.status')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('admin.organize.description')}>
          <Input.TextArea maxLength={500} showCount rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
