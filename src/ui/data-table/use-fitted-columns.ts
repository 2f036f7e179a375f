import { theme } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { createElement, isValidElement, type ReactNode, type RefObject } from 'react';
import { useElementWidth } from '../use-element-width';
import { EllipsisCell } from './ellipsis-cell';
import { fitColumnWidths, type FitColumn } from './fit-columns';
import { textWidth, type TextFont } from './text-width';

// antd's sort arrows beside a sortable title (16 px with their margin); the room a tag or badge around a rendered value takes; the widest a
// column grows for its content before it shares the rest of the row (a description would otherwise take it all).
const SORTER_PX = 18;
const RENDERED_ALLOWANCE_PX = 18;
const MAX_CONTENT_PX = 360;
// A narrowed text column still shows this much of its content before the ellipsis.
const MIN_CONTENT_PX = 48;
// antd draws the selection column at this width (checkbox and its padding).
const SELECTION_PX = 48;

/** The text inside rendered content (a tag's label), or '' when it draws no text of its own. */
function nodeText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map((each: ReactNode) => nodeText(each)).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return nodeText(node.props.children);
  return '';
}

/** Text a cell shows and whether something (a tag, a badge) is drawn around it. */
function cellText<Row>(column: ColumnType<Row>, row: Row, index: number): { text: string; rendered: boolean } {
  const key = typeof column.dataIndex === 'string' ? column.dataIndex : typeof column.key === 'string' ? column.key : '';
  const value: unknown = (row as Record<string, unknown>)[key];
  const raw = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  if (!column.render) return { text: raw, rendered: false };
  const shown = column.render(value, row, index) as ReactNode;
  if (!isValidElement(shown)) return { text: nodeText(shown), rendered: false };
  return { text: nodeText(shown) || raw, rendered: true };
}

export interface FitOptions {
  paddingPx: number;
  font: TextFont;
  headerFont: TextFont;
}

/**
 * Each column's minimum and what its widest cell asks for. A title may wrap between its words (never inside one, and
 * a Chinese title, which has no spaces, stays whole); a text column keeps room for a few letters of its content.
 */
export function measureColumns<Row>(columns: readonly ColumnType<Row>[], rows: readonly Row[], options: FitOptions): FitColumn[] {
  const frame = options.paddingPx * 2 + 1;
  return columns.map((column) => {
    const title = typeof column.title === 'string' ? column.title : '';
    const titleFrame = frame + (column.sorter ? SORTER_PX : 0);
    const titleWhole = textWidth(title, options.headerFont) + titleFrame;
    const titleWord = Math.max(0, ...title.split(/\s+/).map((word) => textWidth(word, options.headerFont))) + titleFrame;
    if (typeof column.width === 'number') {
      const min = Math.max(column.width, titleWord);
      return { min, desired: min, shrinkable: false };
    }
    const content = rows.reduce((widest, row, index) => {
      const { text, rendered } = cellText(column, row, index);
      return Math.max(widest, textWidth(text, options.font) + (rendered ? RENDERED_ALLOWANCE_PX : 0));
    }, 0);
    return {
      min: Math.max(titleWord, Math.min(content, MIN_CONTENT_PX) + frame),
      desired: Math.max(titleWhole, Math.min(content, MAX_CONTENT_PX) + frame),
      shrinkable: true,
    };
  });
}

/**
 * Columns laid out to fit the table's own width: widths from the measured titles and cells (theme font), the widest
 * text columns narrowed first, their long text cut with an ellipsis and shown whole in a tooltip. Returns the columns
 * and the table's scroll width (the sum: a fixed right column needs one).
 */
export function useFittedColumns<Row>(
  enabled: boolean,
  ref: RefObject<HTMLElement | null>,
  columns: ColumnType<Row>[],
  rows: readonly Row[],
  layout: { paddingPx: number; hasSelection: boolean },
): { columns: ColumnType<Row>[]; scrollX: number | undefined } {
  const { token } = theme.useToken();
  const width = useElementWidth(ref);
  if (!enabled) return { columns, scrollX: undefined };
  const font = { family: token.fontFamily, sizePx: token.fontSize };
  const measured = measureColumns(columns, rows, {
    paddingPx: layout.paddingPx,
    font,
    headerFont: { ...font, weight: token.fontWeightStrong },
  });
  const available = width > 0 ? width - (layout.hasSelection ? SELECTION_PX : 0) : Number.POSITIVE_INFINITY;
  const widths = fitColumnWidths(measured, available);
  const fitted = columns.map((column, index) => {
    if (!measured[index]?.shrinkable) return { ...column, width: widths[index] };
    const render = column.render;
    return {
      ...column,
      width: widths[index],
      render: (value: unknown, row: Row, rowIndex: number) =>
        createElement(EllipsisCell, null, (render ? render(value, row, rowIndex) : value) as ReactNode),
    };
  });
  return { columns: fitted, scrollX: widths.reduce((sum, each) => sum + each, 0) };
}
