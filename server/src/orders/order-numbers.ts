import { randomDigits } from '../lib/ids';
import { formatInZone } from './schedule/zone-clock';

/**
 * A work order's human number: GD, its creation day in the project's zone and six random digits (GD20261126-048213).
 * Not unique by construction; it is a label for people, the id is the key.
 */
export function orderNumber(createdAt: number, timeZone: string): string {
  return `GD${formatInZone(createdAt, timeZone).slice(0, 10).replaceAll('-', '')}-${randomDigits(6)}`;
}
