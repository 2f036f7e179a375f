import { useCallback, useSyncExternalStore } from 'react';
import { getSetting, subscribeSettings, type SettingKey, type SettingValue } from './storage';

/** Reads a local setting and re-renders when it changes (in this tab or another). */
export function useSetting<K extends SettingKey>(key: K): SettingValue<K> {
  const subscribe = useCallback(
    (onChange: () => void) =>
      subscribeSettings((changed) => {
        if (changed === key) onChange();
      }),
    [key],
  );
  return useSyncExternalStore(subscribe, () => getSetting(key));
}
