import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult, InitialPassword, UserRow } from '../types';
import '../admin.css';
import { InitialPasswordsModal, type PasswordHandover } from './initial-passwords-modal';
import { useUserDirectory } from './use-user-directory';
import { UserCorrectionPage } from './user-correction-page';
import { UserDetailDrawer } from './user-detail-drawer';
import { UserFormPage } from './user-form-page';
import { UserListView } from './user-list-view';

/** What the page shows over the list: nothing, the form for a new or a known person, or a correction report. */
type Screen = { kind: 'list' } | { kind: 'form'; user?: UserRow } | { kind: 'correct'; user: UserRow };

/**
 * The user-management page (menu `permission/user`). The search, unit and page live here, so coming back from the
 * form or a correction report finds the list as it was left. Initial passwords (after a create or an import) show
 * over the refreshed list.
 */
export function UserListPage() {
  const { t } = useTranslation();
  const directory = useUserDirectory();
  const [screen, setScreen] = useState<Screen>({ kind: 'list' });
  const [detail, setDetail] = useState<UserRow | null>(null);
  const [handover, setHandover] = useState<PasswordHandover | null>(null);

  const addUser = useCallback(() => setScreen({ kind: 'form' }), []);
  const editUser = useCallback((user: UserRow) => setScreen({ kind: 'form', user }), []);
  const formDone = (created?: InitialPassword) => {
    setScreen({ kind: 'list' });
    if (created) setHandover({ title: t('admin.initial-password.created-title', { account: created.account }), people: [created] });
  };
  const imported = useCallback(
    (result: ImportResult) =>
      setHandover({
        title: t('admin.initial-password.imported-title'),
        summary: t('admin.user-import.created', { count: result.created }),
        people: result.users,
      }),
    [t],
  );

  if (screen.kind === 'correct') return <UserCorrectionPage user={screen.user} onDone={() => setScreen({ kind: 'list' })} />;
  if (screen.kind === 'form') return <UserFormPage user={screen.user} onDone={formDone} />;
  return (
    <>
      <UserListView directory={directory} onDetail={setDetail} onAdd={addUser} onEdit={editUser} onImported={imported} />
      <UserDetailDrawer
        user={detail}
        onClose={() => setDetail(null)}
        onReportCorrection={(user) => {
          setDetail(null);
          setScreen({ kind: 'correct', user });
        }}
      />
      <InitialPasswordsModal handover={handover} onClose={() => setHandover(null)} />
    </>
  );
}
