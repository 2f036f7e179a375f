import { Type } from 'typebox';
import { ID_TEXT } from '../../monitoring/request-schemas';
import { POINT_TYPES, type PointChannel } from '../../db/tables/monitoring';
import { invalid } from '../../lib/envelope';

const Nullable = (schema: ReturnType<typeof Type.Number>) => Type.Union([schema, Type.Null()]);

const Channel = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_]+$' }),
  label: Type.String({ maxLength: 50 }),
  unit: Type.String({ maxLength: 20 }),
  depth: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
});

/** Fields a point editor may set; `type` and `damId` are fixed once created (readings depend on them). */
export const EDITABLE_FIELDS = {
  // No dots: `<code>.<channel>` names a channel in import headers and mappings.
  code: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_-]+$' }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  instrument: Type.Optional(Type.String({ maxLength: 100 })),
  unit: Type.String({ minLength: 1, maxLength: 20 }),
  channels: Type.Optional(Type.Array(Channel, { maxItems: 64 })),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  elevation: Type.Optional(Nullable(Type.Number({ minimum: -1000, maximum: 10000 }))),
  section: Type.Optional(Type.String({ maxLength: 50 })),
  location: Type.Optional(Type.String({ maxLength: 200 })),
  rangeMin: Type.Optional(Nullable(Type.Number())),
  rangeMax: Type.Optional(Nullable(Type.Number())),
  intervalSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 * 86_400 })),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
  sortCode: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  enabledMark: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
};

export const CreateBody = Type.Object({
  damId: ID_TEXT,
  type: Type.Union(POINT_TYPES.map((type) => Type.Literal(type))),
  ...EDITABLE_FIELDS,
});

export const UpdateBody = Type.Partial(Type.Object(EDITABLE_FIELDS));

/** Cross-field rules the schema cannot say. */
export function checkPointRules(fields: { channels?: PointChannel[] | undefined; rangeMin?: number | null | undefined; rangeMax?: number | null | undefined }, texts: Record<string, unknown> = {}): void {
  // PostgreSQL cannot store NUL in text; say so instead of failing on insert.
  for (const [name, value] of Object.entries(texts)) {
    if (typeof value === 'string' && value.includes('\u0000')) throw invalid(`${name} must not contain control characters`);
  }
  for (const channel of fields.channels ?? []) {
    if (channel.label.includes('\u0000') || channel.unit.includes('\u0000')) throw invalid('channels must not contain control characters');
  }
  if (fields.channels) {
    const keys = new Set<string>();
    for (const channel of fields.channels) {
      if (keys.has(channel.key)) throw invalid(`channel key ${channel.key} appears twice`);
      keys.add(channel.key);
    }
  }
  if (fields.rangeMin != null && fields.rangeMax != null && fields.rangeMin >= fields.rangeMax) {
    throw invalid('rangeMin must be below rangeMax');
  }
}
