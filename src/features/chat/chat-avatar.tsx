import { Avatar, Badge } from 'antd';
import { useTranslation } from 'react-i18next';

/** A person's initial with the online dot (Online/Offline frames); the dot's name says which. */
export function ChatAvatar({ name, online }: { name: string; online: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge dot status={online ? 'success' : 'default'} offset={[-4, 28]} title={online ? t('chat.peer.online') : t('chat.peer.offline')}>
      <Avatar size={32}>{name.slice(0, 1).toUpperCase()}</Avatar>
    </Badge>
  );
}
