import type { FastifyError } from 'fastify';
import type { AreaKey } from './catalogues';
import type { ServerLanguage } from './languages';
import { areaTranslator } from './server-i18n';

type ValidationKey = AreaKey<'validation'>;

/** JSON-schema type names as Ajv reports them, to their catalogue keys; any other name is shown as written. */
const TYPE_KEYS: Readonly<Record<string, ValidationKey>> = {
  string: 'type-name.string',
  integer: 'type-name.integer',
  number: 'type-name.number',
  boolean: 'type-name.boolean',
  object: 'type-name.object',
  array: 'type-name.array',
  null: 'type-name.null',
};

/**
 * Turns the first schema violation of a request into one sentence a person can act on, in `language`: the field's
 * wire path (`channels.0.key`) and what is wrong with it. Ajv's own English never reaches the caller.
 */
export function validationMessage(language: ServerLanguage, error: Pick<FastifyError, 'validation' | 'message'>): string {
  const t = areaTranslator(language, 'validation');
  const first = error.validation?.[0];
  if (!first) return t('invalid', { field: t('subject.request') });
  const where = String(first.instancePath || '')
    .replace(/^\//, '')
    .replace(/\//g, '.');
  const field = where || t('subject.value');
  const params = first.params as Record<string, unknown>;
  const limit = String(params.limit);
  switch (first.keyword) {
    case 'required':
      return t('required', { field: [where, String(params.missingProperty)].filter(Boolean).join('.') });
    case 'maxLength':
      return t('max-length', { field, limit });
    case 'minLength':
      return Number(params.limit) <= 1 ? t('not-empty', { field }) : t('min-length', { field, limit });
    case 'type': {
      // A clearable field validates against a type list ('number,null', plugins/nullable-validation.ts): name the
      // type a person would enter; leaving it empty is the other choice and needs no saying.
      const wanted =
        String(params.type)
          .split(',')
          .find((name) => name !== 'null') ?? String(params.type);
      const typeKey = TYPE_KEYS[wanted];
      return t('type', { field, type: typeKey ? t(typeKey) : wanted });
    }
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return t('not-allowed', { field });
    case 'pattern':
    case 'format':
      return t('format', { field });
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
    case 'multipleOf':
      return t('out-of-range', { field });
    case 'maxItems':
      return t('too-many-items', { field: where || t('subject.list'), limit });
    case 'additionalProperties':
      return t('unknown-field', { field: [where, String(params.additionalProperty)].filter(Boolean).join('.') });
    default:
      return t('invalid', { field: where || t('subject.request') });
  }
}
