import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OnlineDevRow } from '../../../../server/src/wire/online-dev';
import type { FormField } from '../../../../server/src/wire/visualdev';
import { kindOf } from '../render/field-kinds';
import { popupNames } from '../render/popup-names';

// The list's popup-select cells: the server names every other id it sends (OnlineDevRow.displayText), but a popup
// select's rows come from a data interface, which the console asks once per field for the ids on the page.

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(idsOf) : typeof value === 'string' && value !== '' ? [value] : [];

/** The page's rows with their popup-select names added to `displayText` (the rows as they are until known). */
export function useRowsWithPopupNames(fields: readonly FormField[], rows: readonly OnlineDevRow[]): OnlineDevRow[] {
  const popups = useMemo(() => fields.filter((field) => kindOf(field) === 'popupSelect'), [fields]);
  const wanted = popups.map((field) => [...new Set(rows.flatMap((row) => idsOf((row as Record<string, unknown>)[field.__vModel__])))]);
  // combine keeps one array while no answer changed, so the rows below are rebuilt only when a name arrives.
  const known = useQueries({
    queries: popups.map((field, index) => {
      const ids = (wanted[index] ?? []).sort();
      return {
        queryKey: ['forms', 'popup-names', field.__vModel__, ids],
        queryFn: () => popupNames(field, ids),
        enabled: ids.length > 0,
        staleTime: 60_000,
      };
    }),
    combine: (answers) => answers.map((answer) => answer.data),
  });
  return useMemo(() => {
    if (known.every((names) => names === undefined)) return [...rows];
    return rows.map((row) => {
      const displayText = { ...row.displayText };
      popups.forEach((field, index) => {
        const names = known[index];
        const ids = idsOf((row as Record<string, unknown>)[field.__vModel__]);
        if (names && ids.length > 0) displayText[field.__vModel__] = ids.map((id) => names.get(id) ?? id).join(', ');
      });
      return { ...row, displayText };
    });
  }, [rows, popups, known]);
}
