import { createLocalValue } from './local-value';

/** The size switch of the top bar (spec section 1): default, medium, small, mini. */
export const COMPONENT_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ComponentSize = (typeof COMPONENT_SIZES)[number];

export function parseComponentSize(raw: unknown): ComponentSize | undefined {
  return typeof raw === 'string' && (COMPONENT_SIZES as readonly string[]).includes(raw) ? (raw as ComponentSize) : undefined;
}

/** Stored as `sluice_size`; anything unknown reads as default. */
export const componentSize = createLocalValue<ComponentSize>({ key: 'size', fallback: 'default', parse: parseComponentSize });

/**
 * How a size maps onto antd: its component size, a smaller control height, and the compact algorithm for mini.
 * antd 6 spells the middle size 'medium': its Table knows only 'medium' and 'small' and draws anything else (the
 * deprecated 'middle' too) with its large padding, so a 'middle' here would never reach tables.
 */
export interface AntdSize {
  componentSize: 'medium' | 'small';
  controlHeight?: number;
  compact: boolean;
}

export function antdSizeOf(size: ComponentSize): AntdSize {
  switch (size) {
    case 'medium':
      return { componentSize: 'medium', controlHeight: 28, compact: false };
    case 'small':
      return { componentSize: 'small', compact: false };
    case 'mini':
      return { componentSize: 'small', compact: true };
    default:
      return { componentSize: 'medium', compact: false };
  }
}
