import type { FormField } from '../../../../server/src/wire/visualdev';

// The designer's pattern rules (JNPF `regList`), compiled the way the server compiles them
// (server/src/forms/field-settings.ts): '/^\d+$/i' is a regex literal, anything else a bare pattern. The server has
// refused patterns that do not compile or could run away, so a pattern that fails here is skipped, not fatal.

export interface CompiledPattern {
  regex: RegExp;
  message?: string;
}

const LITERAL = /^\/(.+)\/([imsu]*)$/s;

function compile(text: string): RegExp | undefined {
  const literal = LITERAL.exec(text);
  try {
    return literal ? new RegExp(literal[1] ?? '', literal[2]) : new RegExp(text);
  } catch {
    return undefined;
  }
}

/** The field's patterns; they apply to non-empty text only. */
export function fieldPatterns(field: FormField): CompiledPattern[] {
  const rules = Array.isArray(field.__config__.regList) ? field.__config__.regList : [];
  return rules.flatMap((rule) => {
    const regex = typeof rule?.pattern === 'string' ? compile(rule.pattern) : undefined;
    return regex ? [{ regex, ...(rule.message ? { message: rule.message } : {}) }] : [];
  });
}
