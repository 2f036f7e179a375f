import { Col, Form, Input, InputNumber, Row, Switch, type FormInstance } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../lib/use-permission';
import { TreeSelectField } from '../../../ui/tree-select/tree-select-field';
import type { TreeItem } from '../../../ui/tree/tree-item';
import { UserSelect } from '../../../ui/user-picker/user-select';
import type { UserRow } from '../types';
import { PositionSelect } from './position-select';
import { RoleSelect } from './role-select';
import { companyTree, departmentTree } from './unit-trees';
import { isFieldGranted, type UserFormField, type UserFormValues } from './user-form-model';
import { userFormRules } from './user-form-rules';

export interface UserFormFieldsProps {
  form: FormInstance<UserFormValues>;
  /** The organisation tree (companies and departments). */
  units: readonly TreeItem[];
  unitsLoading: boolean;
  /** The record being changed; undefined for a new person. */
  original?: UserRow;
}

/** The user form's fields, each shown only when the page's form permissions allow it. */
export function UserFormFields({ form, units, unitsLoading, original }: UserFormFieldsProps) {
  const { t } = useTranslation();
  const { forms: granted } = usePermission();
  const rules = useMemo(() => userFormRules(t), [t]);
  const organizeId = Form.useWatch('organizeId', form);
  const companies = useMemo(() => companyTree(units), [units]);
  const departments = useMemo(() => departmentTree(units, organizeId), [units, organizeId]);

  const field = (name: UserFormField, label: string, control: ReactNode, options: { wide?: boolean; checked?: boolean } = {}) =>
    isFieldGranted(name, granted) ? (
      <Col xs={24} lg={options.wide ? 24 : 12}>
        <Form.Item name={name} label={label} rules={rules[name]} valuePropName={options.checked ? 'checked' : undefined}>
          {control}
        </Form.Item>
      </Col>
    ) : null;

  return (
    <Row gutter={24}>
      {field('account', t('admin.user.account'), <Input maxLength={50} autoComplete="off" />)}
      {field('realName', t('admin.user.real-name'), <Input maxLength={50} autoComplete="off" />)}
      {field('mobilePhone', t('admin.user.mobile'), <Input maxLength={11} inputMode="tel" autoComplete="off" />)}
      {field('email', t('admin.user.email'), <Input maxLength={100} inputMode="email" autoComplete="off" />)}
      {field('organizeId', t('admin.user-form.organize'), <TreeSelectField items={companies} loading={unitsLoading} />)}
      {field(
        'departmentId',
        t('admin.user-form.department'),
        // People sit in the lowest units, so only those can be chosen (last-level mode).
        <TreeSelectField
          items={departments}
          lastLevel
          loading={unitsLoading}
          disabled={!organizeId}
          placeholder={organizeId ? undefined : t('admin.user-form.department-first')}
        />,
      )}
      {field('positionId', t('admin.user.position'), <PositionSelect knownId={original?.positionId} knownName={original?.positionName} />)}
      {original?.roleIds !== undefined || !original ? field('roleIds', t('admin.user.role'), <RoleSelect />) : null}
      {field(
        'managerId',
        t('admin.user-form.manager'),
        <UserSelect title={t('admin.user-form.manager')} placeholder={t('admin.user-form.manager-placeholder')} />,
      )}
      {field('enabled', t('admin.user-form.enabled'), <Switch />, { checked: true })}
      {field('sortCode', t('admin.user-form.sort-code'), <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />)}
      {field('description', t('admin.user-form.description'), <Input.TextArea maxLength={500} showCount rows={3} />, { wide: true })}
    </Row>
  );
}
