import { useState } from 'react';
import type { UserRow } from '../types';
import '../admin.css';
import { useUserDirectory } from './use-user-directory';
import { UserCorrectionPage } from './user-correction-page';
import { UserDetailDrawer } from './user-detail-drawer';
import { UserListView } from './user-list-view';

/**
 * The user-management page (menu `permission/user`). The search, unit and page live here, so coming back from a
 * correction report finds the list as it was left.
 */
export function UserListPage() {
  const directory = useUserDirectory();
  const [detail, setDetail] = useState<UserRow | null>(null);
  const [correcting, setCorrecting] = useState<UserRow | null>(null);

  if (correcting) return <UserCorrectionPage user={correcting} onDone={() => setCorrecting(null)} />;
  return (
    <>
      <UserListView directory={directory} onDetail={setDetail} />
      <UserDetailDrawer
        user={detail}
        onClose={() => setDetail(null)}
        onReportCorrection={(user) => {
          setDetail(null);
          setCorrecting(user);
        }}
      />
    </>
  );
}
