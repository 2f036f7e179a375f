import { UserOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { profileApi } from './api';
import { PROFILE_KEYS } from './profile-keys';
import { patchSessionUser } from './session-user';

/** Spec section 5: jpg, gif, png, bmp (svg is refused: it can carry script), 5 MB. The server checks the bytes too. */
const ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp,.webp';
const MAX_BYTES = 5 * 1024 * 1024;
const EXTENSION = /\.(jpe?g|png|gif|bmp|webp)$/i;

/** The avatar and its upload: the image is stored first, then made the avatar. */
export function AvatarUpload({ headIcon }: { headIcon: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: async (file: File) => profileApi.chooseAvatar((await profileApi.uploadAvatar(file)).name),
    onSuccess: ({ headIcon: next }) => {
      patchSessionUser({ headIcon: next });
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEYS.baseInfo });
      feedback.success(t('profile.me.avatar-changed'));
    },
  });

  const check = (file: File): boolean => {
    if (!EXTENSION.test(file.name)) feedback.warning(t('profile.me.avatar-format'));
    else if (file.size > MAX_BYTES) feedback.warning(t('profile.me.avatar-size', { size: 5 }));
    else change.mutate(file);
    // The upload is ours to send (through the api client), never antd's.
    return false;
  };

  return (
    <Space orientation="vertical" align="center" size="middle">
      <Avatar size={96} src={headIcon || undefined} icon={<UserOutlined />} alt={t('profile.me.avatar')} />
      <Upload accept={ACCEPT} showUploadList={false} beforeUpload={check}>
        <Button loading={change.isPending}>{t('profile.me.avatar-upload')}</Button>
      </Upload>
    </Space>
  );
}
