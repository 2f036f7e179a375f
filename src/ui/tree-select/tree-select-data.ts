import { isLeafItem, type TreeItem } from '../tree/tree-item';

/** A node as antd's TreeSelect takes it. */
export interface TreeSelectNode {
  value: string;
  title: string;
  key: string;
  isLeaf: boolean;
  selectable: boolean;
  disableCheckbox: boolean;
  item: TreeItem;
  children?: TreeSelectNode[];
}

/**
 * Tree items as TreeSelect nodes. In last-level mode (spec 2.8) only leaves can be chosen: a node with anything
 * below it is there to be opened, not picked.
 */
export function toTreeSelectData(items: readonly TreeItem[], lastLevel: boolean): TreeSelectNode[] {
  return items.map((item) => {
    const leaf = isLeafItem(item);
    const choosable = !lastLevel || leaf;
    const children = item.children && item.children.length > 0 ? toTreeSelectData(item.children, lastLevel) : undefined;
    return {
      value: item.id,
      title: item.fullName,
      key: item.id,
      isLeaf: leaf,
      selectable: choosable,
      disableCheckbox: !choosable,
      item,
      ...(children ? { children } : {}),
    };
  });
}
