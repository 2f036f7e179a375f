import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useLiveStreams } from '../../../lib/live/live-context';
import { alarmsApi } from '../api';
import type { AlarmDto } from '../alarm-types';
import { patchAlarmQueries } from '../history/patch-alarm-queries';

/**
 * Acknowledges an alarm with its comment. The alarm the server returns goes onto the live bus at once, so the
 * top bar, the sound and every cached history page agree before the pushed copy even arrives.
 */
export function useAcknowledgeAlarm(onDone?: (alarm: AlarmDto) => void) {
  const { t } = useTranslation();
  const live = useLiveStreams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: string; comment: string }) => alarmsApi.acknowledge(id, comment),
    onSuccess: (alarm) => {
      live?.bus.publish({ type: 'alarm/changed', change: 'acknowledged', alarm, at: Date.now() });
      patchAlarmQueries(queryClient, [alarm]);
      feedback.success(t('alarms.ack.done'));
      onDone?.(alarm);
    },
  });
}
