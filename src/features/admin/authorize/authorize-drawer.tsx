import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GrantObjectType } from '../../../../server/src/wire/authority';
import { AuthorizePanel } from './authorize-panel';

/** The kinds of object rights can be granted to (server/src/wire/authority.ts). */
export type AuthorizeObjectType = GrantObjectType;

export interface AuthorizeDrawerProps {
  objectType: AuthorizeObjectType;
  objectId: string;
  /** Shown in the drawer's title: whose rights are being edited. */
  objectName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The grant screen in a drawer, for the pages of roles, groups, positions and organisations: menus with their
 * buttons, columns and form fields, a data scope per page, save. Closes after a save.
 */
export function AuthorizeDrawer({ objectType, objectId, objectName, open, onClose }: AuthorizeDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer title={t('authority.authorize.title', { name: objectName })} open={open} onClose={onClose} size={640} destroyOnHidden>
      {open && objectId ? <AuthorizePanel objectType={objectType} objectId={objectId} onSaved={onClose} /> : null}
    </Drawer>
  );
}
