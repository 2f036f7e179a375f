import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Empty, Spin, Tree, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subordinate } from '../../../server/src/wire/profile';
import { profileApi } from './api';
import { PROFILE_KEYS } from './profile-keys';

interface PersonNode extends TreeDataNode {
  key: string;
  children?: PersonNode[];
}

function nodeOf(person: Subordinate): PersonNode {
  const place = [person.department, person.position].filter((text) => text !== '').join(' · ');
  return {
    key: person.id,
    isLeaf: person.isLeaf,
    icon: <Avatar size="small" src={person.headIcon || undefined} icon={<UserOutlined />} alt="" />,
    title: `${person.realName} (${person.account})${place ? ` — ${place}` : ''}`,
  };
}

function withChildren(nodes: PersonNode[], key: string, children: PersonNode[]): PersonNode[] {
  return nodes.map((node) =>
    node.key === key ? { ...node, children } : node.children ? { ...node, children: withChildren(node.children, key, children) } : node,
  );
}

/** The people who report to me, their reports opened on demand. */
export function SubordinatesPanel() {
  const { t } = useTranslation();
  const first = useQuery({ queryKey: PROFILE_KEYS.subordinates('0'), queryFn: () => profileApi.subordinates('0') });
  const [opened, setOpened] = useState<Record<string, PersonNode[]>>({});
  if (first.isPending) return <Spin />;
  const base = (first.data?.list ?? []).map(nodeOf);
  if (base.length === 0) return <Empty description={t('profile.subordinates.none')} />;
  const tree = Object.entries(opened).reduce((nodes, [key, children]) => withChildren(nodes, key, children), base);
  return (
    <Tree<PersonNode>
      showIcon
      blockNode
      aria-label={t('profile.subordinates.title')}
      treeData={tree}
      loadData={async (node) => {
        const { list } = await profileApi.subordinates(node.key);
        setOpened((current) => ({ ...current, [node.key]: list.map(nodeOf) }));
      }}
    />
  );
}
