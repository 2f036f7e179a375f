import type { DragEvent } from 'react';
import type { JnpfKey } from '../../../../server/src/wire/visualdev';
import { PALETTE_KINDS } from './palette';

// HTML5 drag between the palette and the canvas. Two private types so a drop tells a new field (a kind from the
// palette) from a field being moved (its index), and anything else dragged onto the page is ignored.

const KIND_TYPE = 'application/x-sluice-kind';
const FIELD_TYPE = 'application/x-sluice-field';

export type DragPayload = { kind: JnpfKey } | { from: number };

export function startKindDrag(event: DragEvent, kind: JnpfKey): void {
  event.dataTransfer.setData(KIND_TYPE, kind);
  event.dataTransfer.effectAllowed = 'copy';
}

export function startFieldDrag(event: DragEvent, index: number): void {
  event.dataTransfer.setData(FIELD_TYPE, String(index));
  event.dataTransfer.effectAllowed = 'move';
}

/** Whether a drag over the canvas is one of ours (its data can only be read on drop). */
export const isDesignerDrag = (event: DragEvent): boolean =>
  event.dataTransfer.types.includes(KIND_TYPE) || event.dataTransfer.types.includes(FIELD_TYPE);

/** What was dropped, or undefined for anything else. */
export function readDrop(event: DragEvent): DragPayload | undefined {
  const kind = event.dataTransfer.getData(KIND_TYPE);
  if (PALETTE_KINDS.has(kind)) return { kind: kind as JnpfKey };
  const from = Number.parseInt(event.dataTransfer.getData(FIELD_TYPE), 10);
  return Number.isInteger(from) ? { from } : undefined;
}
