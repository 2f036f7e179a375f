import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DESIGNER_KEYS, fetchDictionaries } from './api';

/** The dictionaries a dictionary list may name, as select options (value: the dictionary's id, as forms store it). */
export function useDictionaries(): { value: string; label: string }[] {
  const dictionaries = useQuery({ queryKey: DESIGNER_KEYS.dictionaries, queryFn: fetchDictionaries, staleTime: 60_000 });
  return useMemo(
    () =>
      (dictionaries.data?.list ?? []).map((dictionary) => ({
        value: dictionary.id,
        label: `${dictionary.fullName} (${dictionary.enCode})`,
      })),
    [dictionaries.data],
  );
}
