import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../../../lib/api-client';
import type { DictionaryReference } from '../../../../server/src/wire/dictionary';
import { DICTIONARY_KEYS } from './api';

/**
 * One dictionary's entries as select options, from the reference list every page shares (cached a minute, refreshed
 * after any dictionary write). `value` names what an option stands for: the entry's id or its code.
 */
export function useDictionaryOptions(dictionaryCode: string, value: 'id' | 'enCode') {
  const dictionaries = useQuery({
    queryKey: DICTIONARY_KEYS.reference,
    queryFn: () => http.get<{ list: DictionaryReference[] }>('/api/system/DictionaryData/All'),
    staleTime: 60_000,
  });
  return useMemo(
    () =>
      (dictionaries.data?.list.find((dictionary) => dictionary.enCode === dictionaryCode)?.dictionaryList ?? []).map((entry) => ({
        value: entry[value],
        label: entry.fullName,
      })),
    [dictionaries.data, dictionaryCode, value],
  );
}
