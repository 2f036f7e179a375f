import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Select, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { MenuIcon } from '../../../ui/menu-icon';
import type { MenuAdminNode, MenuBody, MenuSelectorNode } from '../../../../server/src/wire/menus';
import { CODE_PATTERN } from '../../../../server/src/wire/validation';
import { MENU_KEYS, menuAdminApi } from './api';
import { ADDRESS_TYPES, MENU_TYPE_LABELS, MODULE_TYPES } from './menu-labels';
import '../admin.css';

/** What the modal edits: a new menu under `parentId`, or an existing one. */
export type MenuEditing = { kind: 'create'; parentId: string } | { kind: 'edit'; menu: MenuAdminNode };

interface FormValues {
  parentId: string;
  type: MenuBody['type'];
  fullName: string;
  enCode: string;
  icon: string;
  urlAddress: string;
  linkTarget: '_self' | '_blank';
  moduleId: string;
  isTree: boolean;
  projectType: 1 | 2 | 3;
  hidden: boolean;
  sortCode: number;
  enabled: boolean;
}

function initialValues(editing: MenuEditing): FormValues {
  if (editing.kind === 'create') {
    return {
      parentId: editing.parentId,
      type: 2,
      fullName: '',
      enCode: '',
      icon: '',
      urlAddress: '',
      linkTarget: '_self',
      moduleId: '',
      isTree: false,
      projectType: 1,
      hidden: false,
      sortCode: 0,
      enabled: true,
    };
  }
  const { menu } = editing;
  return {
    parentId: menu.parentId,
    type: menu.type as MenuBody['type'],
    fullName: menu.fullName,
    enCode: menu.enCode,
    icon: menu.icon,
    urlAddress: menu.urlAddress,
    linkTarget: menu.linkTarget === '_blank' ? '_blank' : '_self',
    moduleId: menu.moduleId,
    isTree: menu.isTree === 1,
    projectType: ([1, 2, 3] as const).find((value) => value === menu.projectType) ?? 1,
    hidden: menu.hidden === 1,
    sortCode: menu.sortCode,
    enabled: menu.enabledMark === 1,
  };
}

function bodyOf(values: FormValues): MenuBody {
  return {
    parentId: values.parentId,
    type: values.type,
    fullName: values.fullName.trim(),
    enCode: values.enCode.trim(),
    icon: values.icon.trim(),
    urlAddress: values.urlAddress.trim(),
    linkTarget: values.linkTarget,
    moduleId: MODULE_TYPES.includes(values.type) ? values.moduleId.trim() : '',
    isTree: values.isTree ? 1 : 0,
    projectType: values.projectType,
    hidden: values.hidden ? 1 : 0,
    sortCode: values.sortCode,
    enabledMark: values.enabled ? 1 : 0,
  };
}

interface ParentOption {
  value: string;
  title: string;
  children: ParentOption[];
}

const parentOptions = (nodes: MenuSelectorNode[]): ParentOption[] =>
  nodes.map((node) => ({ value: node.id, title: node.fullName, children: parentOptions(node.children) }));

/** Create or edit one menu; the fields shown follow the type (address, link target, module, tree display). */
export function MenuFormModal({ editing, onClose }: { editing: MenuEditing; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const selectorId = editing.kind === 'edit' ? editing.menu.id : '0';
  const parents = useQuery({ queryKey: MENU_KEYS.selector(selectorId), queryFn: () => menuAdminApi.selector(selectorId) });
  const type = Form.useWatch('type', form) ?? initialValues(editing).type;
  const icon = Form.useWatch('icon', form) ?? '';
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      editing.kind === 'edit' ? menuAdminApi.update(editing.menu.id, bodyOf(values)) : menuAdminApi.create(bodyOf(values)),
    onSuccess: () => {
      feedback.success(t('profile.menu-admin.saved'));
      onClose(true);
    },
  });
  const treeData = [{ value: '-1', title: t('profile.menu-admin.root'), children: parentOptions(parents.data?.list ?? []) }];

  return (
    <Modal
      className="sluice-admin-modal"
      open
      width={640}
      title={t(editing.kind === 'edit' ? 'profile.menu-admin.edit-title' : 'profile.menu-admin.create-title')}
      okText={t('profile.menu-admin.save')}
      cancelText={t('profile.menu-admin.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues(editing)} onFinish={(values) => save.mutate(values)}>
        <Form.Item name="parentId" label={t('profile.menu-admin.parent')} rules={[{ required: true }]}>
          <TreeSelect
            treeData={treeData}
            treeDefaultExpandedKeys={['-1']}
            loading={parents.isPending}
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item name="type" label={t('profile.menu-admin.type')} rules={[{ required: true }]}>
          <Select options={Object.entries(MENU_TYPE_LABELS).map(([value, key]) => ({ value: Number(value), label: t(key) }))} />
        </Form.Item>
        <Form.Item
          name="fullName"
          label={t('profile.menu-admin.name')}
          rules={[{ required: true, whitespace: true, message: t('profile.menu-admin.name-required') }, { max: 50 }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="enCode"
          label={t('profile.menu-admin.code')}
          rules={[
            { required: true, whitespace: true, message: t('profile.menu-admin.code-required') },
            { pattern: CODE_PATTERN, message: t('profile.menu-admin.code-format') },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="icon" label={t('profile.menu-admin.icon')}>
          <Input maxLength={60} placeholder="AppstoreOutlined" prefix={<MenuIcon icon={icon} type={type} />} />
        </Form.Item>
        {ADDRESS_TYPES.includes(type) || type === 1 ? (
          <Form.Item
            name="urlAddress"
            label={t('profile.menu-admin.address')}
            rules={
              ADDRESS_TYPES.includes(type) ? [{ required: true, whitespace: true, message: t('profile.menu-admin.address-required') }] : []
            }
          >
            <Input maxLength={300} />
          </Form.Item>
        ) : null}
        {type === 7 ? (
          <Form.Item name="linkTarget" label={t('profile.menu-admin.link-target')}>
            <Select
              options={[
                { value: '_self', label: t('profile.menu-admin.link-self') },
                { value: '_blank', label: t('profile.menu-admin.link-blank') },
              ]}
            />
          </Form.Item>
        ) : null}
        {MODULE_TYPES.includes(type) ? (
          <Form.Item
            name="moduleId"
            label={t('profile.menu-admin.module')}
            rules={[{ required: true, whitespace: true, message: t('profile.menu-admin.module-required') }]}
          >
            <Input maxLength={64} />
          </Form.Item>
        ) : null}
        {type === 4 ? (
          <Form.Item name="isTree" label={t('profile.menu-admin.is-tree')} valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : null}
        <Form.Item name="projectType" label={t('profile.menu-admin.project-type')}>
          <Select
            options={[
              { value: 1, label: t('profile.menu-admin.project-all') },
              { value: 2, label: t('profile.menu-admin.project-reservoir') },
              { value: 3, label: t('profile.menu-admin.project-river') },
            ]}
          />
        </Form.Item>
        <Form.Item name="sortCode" label={t('profile.menu-admin.sort')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="hidden" label={t('profile.menu-admin.hidden')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="enabled" label={t('profile.menu-admin.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
