import { Card, Empty, Form, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrantObjectType } from '../../../../server/src/wire/authority';
import { AuthorizePanel } from './authorize-panel';
import { ObjectPicker, type PickedObject } from './object-picker';

/**
 * The grant page (menu `permission/authorize`): choose a kind of object and the object, then edit its menus, buttons,
 * columns, form fields and data scopes.
 */
export function AuthorizePage() {
  const { t } = useTranslation();
  const [objectType, setObjectType] = useState<GrantObjectType>('Role');
  const [picked, setPicked] = useState<PickedObject | null>(null);
  const types: { value: GrantObjectType; label: string }[] = [
    { value: 'Role', label: t('authority.object-type.role') },
    { value: 'Position', label: t('authority.object-type.position') },
    { value: 'Organize', label: t('authority.object-type.organize') },
    { value: 'User', label: t('authority.object-type.user') },
    { value: 'Group', label: t('authority.object-type.group') },
  ];
  return (
    <Card>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('authority.authorize.object-type')}>
          <Segmented<GrantObjectType>
            options={types}
            value={objectType}
            onChange={(next) => {
              setObjectType(next);
              setPicked(null);
            }}
          />
        </Form.Item>
        <Form.Item label={t('authority.authorize.object')}>
          <ObjectPicker objectType={objectType} value={picked} onChange={setPicked} />
        </Form.Item>
      </Form>
      {picked ? (
        <AuthorizePanel objectType={objectType} objectId={picked.id} />
      ) : (
        <Empty description={t('authority.authorize.pick-first')} />
      )}
    </Card>
  );
}
