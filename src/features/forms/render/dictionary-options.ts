import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../../../lib/api-client';
import type { DictionaryDataNode, DictionaryReference } from '../../../../server/src/wire/dictionary';
import type { FormField } from '../../../../server/src/wire/visualdev';

// Options of select, radio, checkbox and dicSelect: the designer's fixed options, or the entries of the dictionary
// `__config__.dictionaryType` names (its id; its code is accepted too). The dictionary list is the one reference list
// every page shares (same query key as the dictionary admin, so a dictionary write refreshes it here too).

export interface ChoiceOption {
  value: string | number;
  label: string;
}

const REFERENCE_KEY = ['dictionary-reference'] as const;

function flatten(nodes: readonly DictionaryDataNode[]): DictionaryDataNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** The field's options; a dictionary's load only starts when the field names one. */
export function useChoiceOptions(field: FormField): ChoiceOption[] {
  const dictionaryType = field.__config__.dictionaryType;
  const dictionaries = useQuery({
    queryKey: REFERENCE_KEY,
    queryFn: () => http.get<{ list: DictionaryReference[] }>('/api/system/DictionaryData/All', undefined, { noTip: true }),
    staleTime: 60_000,
    enabled: Boolean(dictionaryType),
  });
  return useMemo(() => {
    if (!dictionaryType) return (field.options ?? []).map((option) => ({ value: option.id, label: option.fullName }));
    const dictionary = dictionaries.data?.list.find((entry) => entry.id === dictionaryType || entry.enCode === dictionaryType);
    return flatten(dictionary?.dictionaryList ?? []).map((entry) => ({ value: entry.id, label: entry.fullName }));
  }, [dictionaryType, dictionaries.data, field.options]);
}
