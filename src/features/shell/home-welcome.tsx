import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { HomeCard } from './home-card';

/** Greets the signed-in user by name with their organisation and position. */
export function HomeWelcome() {
  const { t } = useTranslation();
  const userInfo = useSession((session) => session.userInfo);
  const name = userInfo?.userName || userInfo?.userAccount || '';
  const placement = [userInfo?.organizeName, userInfo?.departmentName, userInfo?.positionName].filter(Boolean).join(' / ');
  return (
    <HomeCard className="sluice-home__welcome">
      <div className="sluice-home__welcome-body">
        <Avatar size={56} src={userInfo?.headIcon || undefined} icon={<UserOutlined />} alt="" />
        <div>
          <h3 className="sluice-home__greeting">{t('shell.home.welcome', { name })}</h3>
          <span className="sluice-home__muted">{[placement, dayjs().format(t('shell.home.date-format'))].filter(Boolean).join(' · ')}</span>
        </div>
      </div>
    </HomeCard>
  );
}
