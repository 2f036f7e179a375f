import { Alert, Button, Empty, Select, Space, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import type { AuthorityData, DataScope, GrantObjectType } from '../../../../server/src/wire/authority';
import { AUTHORITY_KEYS, fetchAuthority, saveAuthority } from './authority-api';
import { GrantIndex, checkedKeysOf, scopesUpTo, selectionOf, toGrantNodes, toggleGrant, type GrantNode } from './grant-tree';
import { useScopeLabels } from './scope-labels';
import { routeTitle } from '../../../lib/title';
import { elementName } from '../element-names';

export interface AuthorizePanelProps {
  objectType: GrantObjectType;
  objectId: string;
  onSaved?: () => void;
}

/**
 * The grant editor: menus with their buttons, list columns and form fields as a checkable tree, a data scope beside
 * each checked page, and save. It offers only what the signed-in person holds; what the object holds beyond that is
 * kept by the server as it is.
 */
export function AuthorizePanel({ objectType, objectId, onSaved }: AuthorizePanelProps) {
  const query = useQuery({ queryKey: AUTHORITY_KEYS.grants(objectType, objectId), queryFn: () => fetchAuthority(objectType, objectId) });
  if (query.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!query.data) return <Alert type="warning" showIcon title={query.error?.message ?? ''} />;
  // A new object (or a reload after a save) starts the editor over from what the server holds.
  return <GrantEditor key={`${objectType}:${objectId}:${query.dataUpdatedAt}`} data={query.data} onSaved={onSaved} />;
}

function GrantEditor({ data, onSaved }: { data: AuthorityData; onSaved?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const scopeLabels = useScopeLabels();
  const queryClient = useQueryClient();
  const labels = useMemo(
    () => ({ button: t('authority.authorize.buttons'), column: t('authority.authorize.columns'), form: t('authority.authorize.forms') }),
    [t],
  );
  const index = useMemo(
    () =>
      new GrantIndex(
        toGrantNodes(data.tree, labels, {
          menu: (menu) => routeTitle(t, { name: menu.enCode.replace(/\./g, '-'), title: menu.fullName }),
          element: (kind, element) => elementName(t, kind, element),
        }),
      ),
    [data.tree, labels, t],
  );
  const [checked, setChecked] = useState(() => checkedKeysOf(index, data));
  const [scopes, setScopes] = useState<Record<string, DataScope>>(() => ({ ...data.dataScope }));
  const [expanded, setExpanded] = useState<string[]>(() => index.roots.map((root) => root.key));

  const save = useMutation({
    mutationFn: () => saveAuthority(data.objectId, { objectType: data.objectType, ...selectionOf(index, checked, scopes) }),
    onSuccess: async () => {
      feedback.success(t('authority.authorize.saved'));
      await queryClient.invalidateQueries({ queryKey: AUTHORITY_KEYS.all });
      onSaved?.();
    },
  });

  const renderTitle = (node: GrantNode) => {
    const page = node.kind === 'menu' && node.menuType !== 1;
    if (!page || !checked.has(node.key) || !node.maxDataScope) return <span>{node.title}</span>;
    return (
      <Space size="small" wrap>
        <span>{node.title}</span>
        {/* A click in the select chooses a scope; it must not toggle the node. */}
        <span onClick={(event) => event.stopPropagation()}>
          <Select<DataScope>
            size="small"
            aria-label={`${t('authority.authorize.data-scope')} ${node.title}`}
            style={{ minWidth: 150 }}
            value={scopes[node.id] ?? 'self'}
            options={scopesUpTo(node.maxDataScope).map((scope) => ({ value: scope, label: scopeLabels[scope] }))}
            onChange={(scope) => setScopes((current) => ({ ...current, [node.id]: scope }))}
          />
        </span>
      </Space>
    );
  };
  const treeData = useMemo(() => {
    const toData = (nodes: readonly GrantNode[]): DataNode[] =>
      nodes.map((node) => ({ key: node.key, title: node.title, children: toData(node.children) }));
    return toData(index.roots);
  }, [index]);

  if (index.roots.length === 0) return <Empty description={t('authority.authorize.nothing-to-grant')} />;
  return (
    <div className="sluice-authorize">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
          {t('authority.authorize.save')}
        </Button>
        <Button onClick={() => setChecked(new Set(index.allKeys()))}>{t('authority.authorize.check-all')}</Button>
        <Button onClick={() => setChecked(new Set())}>{t('authority.authorize.uncheck-all')}</Button>
        <Button onClick={() => setExpanded(index.allKeys())}>{t('authority.authorize.expand-all')}</Button>
        <Button onClick={() => setExpanded([])}>{t('authority.authorize.collapse-all')}</Button>
      </Space>
      <Typography.Paragraph type="secondary">{t('authority.authorize.scope-hint')}</Typography.Paragraph>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        blockNode
        aria-label={t('authority.authorize.menus')}
        treeData={treeData}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        checkedKeys={{ checked: [...checked], halfChecked: [] }}
        onCheck={(_keys, info) => setChecked((current) => toggleGrant(index, current, String(info.node.key), info.checked))}
        titleRender={(node) => {
          const grantNode = index.byKey.get(String(node.key));
          return grantNode ? renderTitle(grantNode) : null;
        }}
      />
    </div>
  );
}
