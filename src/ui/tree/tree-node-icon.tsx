import { ApartmentOutlined, ClusterOutlined, IdcardOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { TreeItem } from './tree-item';

/** The icon of a tree node by its type: company, department, person, role or position. */
export function TreeNodeIcon({ item }: { item: Pick<TreeItem, 'type'> }) {
  switch (item.type) {
    case 'company':
      return <ApartmentOutlined aria-hidden />;
    case 'user':
      return <UserOutlined aria-hidden />;
    case 'role':
      return <TeamOutlined aria-hidden />;
    case 'position':
      return <IdcardOutlined aria-hidden />;
    default:
      return <ClusterOutlined aria-hidden />;
  }
}
