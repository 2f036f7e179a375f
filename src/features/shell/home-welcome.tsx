import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';

/** Greets the signed-in user by name with their organisation and position. */
export function HomeWelcome() {
  const { t } = useTranslation();
  const userInfo = useSession((session) => session.userInfo);
  const name = userInfo?.userName || userInfo?.userAccount || '';
  const placement = [userInfo?.organizeName, userInfo?.departmentName, userInfo?.positionName].filter(Boolean).join(' / ');
  return (
    <Card className="sluice-home__welcome" variant="borderless">
      <div className="sluice-home__welcome-body">
        <Avatar size={56} src={userInfo?.headIcon || undefined} icon={<UserOutlined />} alt="" />
        <div>
          <Typography.Title level={3} className="sluice-home__greeting">
            {t('shell.home.welcome', { name })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {[placement, dayjs().format(t('shell.home.date-format'))].filter(Boolean).join(' · ')}
          </Typography.Text>
        </div>
      </div>
    </Card>
  );
}
