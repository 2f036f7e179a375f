import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../ui/menu-icon';
import type { AuthorizeNode } from '../../../server/src/wire/profile';
import { profileApi } from './api';
import { PROFILE_KEYS } from './profile-keys';

function ElementTags({ label, items }: { label: string; items: { id: string; fullName: string; enCode: string }[] }) {
  if (items.length === 0) return null;
  return (
    <span style={{ marginInlineStart: 8 }}>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      {items.map((item) => (
        <Tag key={item.id} title={item.enCode}>
          {item.fullName}
        </Tag>
      ))}
    </span>
  );
}

/** What I may open and do: every menu I hold with its buttons, columns, form fields and resources. Read-only. */
export function AuthorizePanel() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: PROFILE_KEYS.authorize, queryFn: profileApi.authorize });
  if (query.isPending) return <Spin />;
  const list = query.data?.list ?? [];
  if (list.length === 0) return <Empty description={t('profile.authorize.none')} />;
  const toNode = (menu: AuthorizeNode): TreeDataNode => ({
    key: menu.id,
    icon: <MenuIcon icon={menu.icon} type={menu.type} />,
    selectable: false,
    title: (
      <span>
        {menu.fullName}
        <ElementTags label={t('profile.authorize.buttons')} items={menu.button} />
        <ElementTags label={t('profile.authorize.columns')} items={menu.column} />
        <ElementTags label={t('profile.authorize.fields')} items={menu.form} />
        <ElementTags label={t('profile.authorize.resources')} items={menu.resource} />
      </span>
    ),
    children: menu.children.map(toNode),
  });
  return <Tree showIcon blockNode defaultExpandAll aria-label={t('profile.authorize.title')} treeData={list.map(toNode)} />;
}
