import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { removeUser } from '../api';
import { ADMIN_KEYS } from '../query-keys';
import type { UserRow } from '../types';

/** Deleting a person (after the delete question): the lists refresh, the cached record goes. */
export function useRemoveUser() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserRow) => removeUser(user.id),
    onSuccess: async (_data, user) => {
      queryClient.removeQueries({ queryKey: ADMIN_KEYS.user(user.id) });
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.userLists });
      feedback.success(t('admin.user-form.removed', { account: user.account }));
    },
  });
}
