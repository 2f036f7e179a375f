import { Type } from 'typebox';

/**
 * An id or code in a path or query: letters, digits and `_ . : @ -`. Anything else (a NUL byte above all, which
 * PostgreSQL refuses in text) is answered with 401 before it reaches a query.
 */
export const ID_TEXT = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:@-]+$' });

/** Free text in a query (keyword): anything but control characters. */
export const QUERY_TEXT = Type.String({ maxLength: 100, pattern: '^[^\\x00-\\x1f]*$' });
