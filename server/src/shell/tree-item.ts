/** Node types of the shared tree widgets (seed 000 section 3); companies are organisation roots. */
export type TreeItemType = 'company' | 'department' | 'user' | 'role' | 'position' | 'project';

/** Icon keys the console maps to antd icons. */
export const TREE_ICON = {
  company: 'ApartmentOutlined',
  department: 'ClusterOutlined',
  user: 'UserOutlined',
  project: 'ProjectOutlined',
} as const;

/** One node of a tree select, user picker or organisation tree. */
export interface TreeItem {
  id: string;
  parentId: string;
  fullName: string;
  icon: string;
  type: TreeItemType;
  hasChildren: boolean;
  isLeaf: boolean;
  children?: TreeItem[];
  enCode?: string;
  account?: string;
  realName?: string;
  headIcon?: string;
  /** Users only: their place in the organisation, 'Company/Department'. */
  organize?: string;
}

export interface UserTreeSource {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  organizeId: string;
  departmentId: string | null;
}

/** A user as a leaf: fullName reads 'Name/account' so people with the same name can be told apart. */
export function userTreeItem(user: UserTreeSource, organize: string): TreeItem {
  return {
    id: user.id,
    parentId: user.departmentId ?? user.organizeId,
    fullName: `${user.realName}/${user.account}`,
    icon: TREE_ICON.user,
    type: 'user',
    hasChildren: false,
    isLeaf: true,
    account: user.account,
    realName: user.realName,
    headIcon: user.headIcon,
    organize,
  };
}
