import { Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryRowProps {
  /** Keys of the columns as shown, in order. */
  columnKeys: readonly string[];
  totals: Record<string, number>;
  /** Cells before the data columns (a selection column). */
  leadingCells?: number;
  /** Cells after the data columns (an actions column). */
  trailingCells?: number;
  format?: (value: number, key: string) => ReactNode;
}

/** The table's 合计 row (spec section 9): the label in the first cell, each summed column's total under it. */
export function SummaryRow({ columnKeys, totals, leadingCells = 0, trailingCells = 0, format }: SummaryRowProps) {
  const { t } = useTranslation();
  const label = t('ui.table.summary');
  const cells: ReactNode[] = [];
  let index = 0;
  for (; index < leadingCells; index += 1) cells.push(<Table.Summary.Cell key={`lead-${index}`} index={index} />);
  columnKeys.forEach((key, position) => {
    const total = totals[key];
    const content = position === 0 && total === undefined ? label : total === undefined ? null : (format?.(total, key) ?? total);
    cells.push(
      <Table.Summary.Cell key={key} index={index}>
        {position === 0 && total !== undefined ? (
          <>
            {label} {content}
          </>
        ) : (
          content
        )}
      </Table.Summary.Cell>,
    );
    index += 1;
  });
  for (let trail = 0; trail < trailingCells; trail += 1) cells.push(<Table.Summary.Cell key={`trail-${trail}`} index={index + trail} />);
  return <Table.Summary.Row className="sluice-summary-row">{cells}</Table.Summary.Row>;
}
