import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { builtinLayout } from '../../cockpit/builtin-layout';
import type { CockpitLayoutRow } from '../../cockpit/cockpit-table';
import { layoutOfRow, parseStoredGrid } from '../../cockpit/stored-layout';
import type { Db } from '../../db/database';
import { requestLanguage } from '../../i18n/request-language';
import { areaTranslator } from '../../i18n/server-i18n';
import type { CockpitLayout } from '../../wire/cockpit';

/** The built-in layout's name in the caller's language. */
export const builtinName = (request: FastifyRequest) => areaTranslator(requestLanguage(request), 'cockpit')('builtin-name');

/** The layouts' answer needs the built-in one as the fallback grid of any row that no longer parses. */
export function layoutAnswerer(db: Db, log: FastifyBaseLogger, projectId: string, name: string) {
  // Composed on first need: most answers have a published default and rows that parse, and need no point query.
  let composed: Promise<CockpitLayout> | undefined;
  const builtin = () => (composed ??= builtinLayout(db, projectId, name));
  const onCorrupt = (row: CockpitLayoutRow) =>
    log.warn({ layoutId: row.id }, 'cockpit layout no longer parses: answering the built-in grid');
  return {
    builtin,
    answer: async (row: CockpitLayoutRow, isDefault: boolean): Promise<CockpitLayout> => {
      const grid = parseStoredGrid(row);
      if (grid) return layoutOfRow(row, isDefault, grid);
      onCorrupt(row);
      return layoutOfRow(row, isDefault, await builtin());
    },
  };
}
