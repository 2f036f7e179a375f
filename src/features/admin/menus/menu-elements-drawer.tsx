import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, InputNumber, Popconfirm, Space, Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { Authorized } from '../../../ui/authorized';
import type { ElementKind, MenuAdminNode, MenuElement } from '../../../../server/src/wire/menus';
import { ELEMENT_CODE_PATTERN } from '../../../../server/src/wire/validation';
import { MENU_KEYS, menuAdminApi, type ElementInput } from './api';
import { ELEMENT_KIND_LABELS, ELEMENT_KINDS } from './menu-labels';

/** One kind's elements: a list with rename in place and delete, and a row to add one (btn_edit on this page). */
function ElementList({ kind, menuId }: { kind: ElementKind; menuId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ElementInput>();
  const key = MENU_KEYS.elements(kind, menuId);
  const list = useQuery({ queryKey: key, queryFn: () => menuAdminApi.elements(kind, menuId) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const add = useMutation({
    mutationFn: (input: ElementInput) => menuAdminApi.createElement(kind, menuId, input),
    onSuccess: () => {
      form.resetFields();
      refresh();
    },
  });
  const rename = useMutation({
    mutationFn: ({ element, fullName }: { element: MenuElement; fullName: string }) =>
      menuAdminApi.updateElement(kind, element.id, { enCode: element.enCode, fullName, sortCode: element.sortCode }),
    onSuccess: () => {
      feedback.success(t('profile.menu-admin.saved'));
      refresh();
    },
    onError: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => menuAdminApi.removeElement(kind, id), onSuccess: refresh });

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Authorized code="btn_edit">
        <Form form={form} layout="inline" onFinish={(values) => add.mutate(values)}>
          <Form.Item
            name="enCode"
            rules={[
              { required: true, message: t('profile.menu-admin.code-required') },
              { pattern: ELEMENT_CODE_PATTERN, message: t('profile.menu-admin.element-code-format') },
            ]}
          >
            <Input
              placeholder={t('profile.menu-admin.code')}
              aria-label={t('profile.menu-admin.code')}
              maxLength={50}
              style={{ width: 150 }}
            />
          </Form.Item>
          <Form.Item name="fullName" rules={[{ required: true, whitespace: true, message: t('profile.menu-admin.name-required') }]}>
            <Input
              placeholder={t('profile.menu-admin.name')}
              aria-label={t('profile.menu-admin.name')}
              maxLength={50}
              style={{ width: 150 }}
            />
          </Form.Item>
          <Form.Item name="sortCode">
            <InputNumber
              placeholder={t('profile.menu-admin.sort')}
              aria-label={t('profile.menu-admin.sort')}
              min={0}
              max={999999}
              precision={0}
              style={{ width: 90 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('profile.menu-admin.element-add')}
          </Button>
        </Form>
      </Authorized>
      <Table<MenuElement>
        rowKey="id"
        size="small"
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        columns={[
          { key: 'code', title: t('profile.menu-admin.code'), dataIndex: 'enCode' },
          {
            key: 'name',
            title: t('profile.menu-admin.name'),
            dataIndex: 'fullName',
            render: (name: string, element) => (
              <Typography.Text
                editable={{
                  onChange: (fullName) => fullName.trim() && fullName !== name && rename.mutate({ element, fullName: fullName.trim() }),
                }}
              >
                {name}
              </Typography.Text>
            ),
          },
          { key: 'sort', title: t('profile.menu-admin.sort'), dataIndex: 'sortCode', width: 80 },
          {
            key: 'actions',
            title: t('profile.menu-admin.actions'),
            width: 80,
            render: (_, element) => (
              <Authorized code="btn_edit">
                <Popconfirm
                  title={t('profile.menu-admin.remove-confirm')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync(element.id).catch(() => undefined)}
                >
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('profile.menu-admin.remove')} />
                </Popconfirm>
              </Authorized>
            ),
          },
        ]}
      />
    </Space>
  );
}

/** A menu's buttons, columns, form fields and resources: what the grant screen offers for it. */
export function MenuElementsDrawer({ menu, onClose }: { menu: MenuAdminNode | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={menu !== null}
      width={640}
      title={menu ? t('profile.menu-admin.elements-title', { name: menu.fullName }) : ''}
      onClose={onClose}
      destroyOnHidden
    >
      {menu ? (
        <Tabs
          items={ELEMENT_KINDS.map((kind) => ({
            key: kind,
            label: t(ELEMENT_KIND_LABELS[kind]),
            children: <ElementList kind={kind} menuId={menu.id} />,
          }))}
        />
      ) : null}
    </Drawer>
  );
}
