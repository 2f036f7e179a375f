import { LockOutlined, LogoutOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLockScreen } from '../../features/auth/use-lock-screen';
import { useSignOut } from '../../features/auth/use-sign-out';
import { useSession } from '../../lib/session-store';

/** The signed-in user's menu: profile, feedback, lock screen, log out (spec section 1). */
export function UserDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSession((session) => session.userInfo);
  const lock = useLockScreen();
  const signOut = useSignOut();
  const name = userInfo?.userName || userInfo?.userAccount || '';

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: <span data-testid="profile-item">{t('shell.user.profile')}</span> },
    { key: 'feedback', icon: <MessageOutlined />, label: <span data-testid="feedback-item">{t('shell.user.feedback')}</span> },
    { type: 'divider' },
    { key: 'lock', icon: <LockOutlined />, label: <span data-testid="lock-screen-item">{t('shell.user.lock')}</span> },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout-item">{t('shell.user.logout')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/profile');
    else if (key === 'feedback') void navigate('/feedbackQuestions');
    else if (key === 'lock') lock();
    else if (key === 'logout') signOut();
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
      <Button type="text" className="sluice-user-button" data-testid="user-dropdown" aria-label={t('shell.user.menu', { name })}>
        <Avatar size="small" src={userInfo?.headIcon || undefined} icon={<UserOutlined />} alt="" />
        <span className="sluice-user-button__name">{name}</span>
      </Button>
    </Dropdown>
  );
}
