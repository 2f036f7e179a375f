import {
  FileProtectOutlined,
  FolderOpenOutlined,
  InfoCircleOutlined,
  LockOutlined,
  LogoutOutlined,
  MessageOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLockScreen } from '../../features/auth/use-lock-screen';
import { useSignOut } from '../../features/auth/use-sign-out';
import { useSession } from '../../lib/session-store';
import { usePrefetchFeedback } from '../feedback/console-app';
import type { UserDialog } from './user-dialogs';

// The feedback form, about and statement dialogs are rarely opened: fetched on first use, then kept for their close animation.
const UserDialogs = lazy(() => import('./user-dialogs').then((module) => ({ default: module.UserDialogs })));

/** The signed-in user's menu (spec section 1): profile, feedback, about, official statement, lock screen, log out. */
export function UserDropdown({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSession((session) => session.userInfo);
  const lock = useLockScreen();
  const signOut = useSignOut();
  const prefetchFeedback = usePrefetchFeedback();
  const [dialog, setDialog] = useState<UserDialog>(null);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const name = userInfo?.userName || userInfo?.userAccount || '';

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: <span data-testid="profile-item">{t('shell.user.profile')}</span> },
    { key: 'files', icon: <FolderOpenOutlined />, label: <span data-testid="files-item">{t('upload.page.title')}</span> },
    { key: 'feedback', icon: <MessageOutlined />, label: <span data-testid="feedback-item">{t('shell.user.feedback')}</span> },
    { key: 'about', icon: <InfoCircleOutlined />, label: <span data-testid="about-item">{t('shell.user.about')}</span> },
    { key: 'statement', icon: <FileProtectOutlined />, label: <span data-testid="statement-item">{t('shell.user.statement')}</span> },
    { type: 'divider' },
    { key: 'lock', icon: <LockOutlined />, label: <span data-testid="lock-screen-item">{t('shell.user.lock')}</span> },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout-item">{t('shell.user.logout')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/profile');
    else if (key === 'files') void navigate('/files');
    else if (key === 'feedback' || key === 'about' || key === 'statement') {
      setDialogsWanted(true);
      setDialog(key);
    } else if (key === 'lock') lock();
    else if (key === 'logout') signOut();
  };

  const close = () => setDialog(null);
  return (
    <>
      {/* Opening the menu readies the log-out confirmation's dialog, so it opens at once. */}
      <Dropdown
        trigger={['click']}
        menu={{ items, onClick }}
        placement="bottomRight"
        onOpenChange={(open) => {
          if (open) prefetchFeedback();
        }}
      >
        <Button type="text" className="sluice-user-button" data-testid="user-dropdown" aria-label={t('shell.user.menu', { name })}>
          <Avatar size="small" src={userInfo?.headIcon || undefined} icon={<UserOutlined />} alt="" />
          {showName ? <span className="sluice-user-button__name">{name}</span> : null}
        </Button>
      </Dropdown>
      {dialogsWanted ? (
        <Suspense fallback={null}>
          <UserDialogs dialog={dialog} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
