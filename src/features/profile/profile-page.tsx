import { useQuery } from '@tanstack/react-query';
import { Card, Col, Result, Row, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { profileApi } from './api';
import { AuthorizePanel } from './authorize-panel';
import { AvatarUpload } from './avatar-upload';
import { BaseInfoForm } from './base-info-form';
import { PasswordForm } from './password-form';
import { PreferencesPanel } from './preferences-panel';
import { PROFILE_KEYS } from './profile-keys';
import { SubordinatesPanel } from './subordinates-panel';
import { SystemLogPanel } from './system-log-panel';

/** /profile (spec 2.3): my record and avatar, password, theme and language, my people, my rights, my log. */
export function ProfilePage() {
  const { t } = useTranslation();
  const info = useQuery({ queryKey: PROFILE_KEYS.baseInfo, queryFn: profileApi.baseInfo });
  if (info.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!info.data) return <Result status="warning" title={t('profile.me.load-failed')} />;
  const tabs = [
    {
      key: 'info',
      label: t('profile.tabs.info'),
      children: (
        <Row gutter={[32, 24]}>
          <Col xs={24} md={6}>
            <AvatarUpload headIcon={info.data.headIcon} />
          </Col>
          <Col xs={24} md={18}>
            <BaseInfoForm key={info.dataUpdatedAt} info={info.data} />
          </Col>
        </Row>
      ),
    },
    { key: 'password', label: t('profile.tabs.password'), children: <PasswordForm /> },
    { key: 'preferences', label: t('profile.tabs.preferences'), children: <PreferencesPanel /> },
    { key: 'subordinates', label: t('profile.tabs.subordinates'), children: <SubordinatesPanel /> },
    { key: 'authorize', label: t('profile.tabs.authorize'), children: <AuthorizePanel /> },
    { key: 'log', label: t('profile.tabs.log'), children: <SystemLogPanel /> },
  ];
  return (
    <Card title={t('profile.me.title')} data-testid="profile-page">
      <Tabs items={tabs} destroyOnHidden />
    </Card>
  );
}
