import { http } from '../../../lib/api-client';
import type {
  DictionaryDataBody,
  DictionaryDataNode,
  DictionaryTypeBody,
  DictionaryTypeNode,
} from '../../../../server/src/wire/dictionary';

/** Dictionary server paths (seed 000 section 7.10), written once. */
const TYPES = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';
const enc = encodeURIComponent;

export const DICTIONARY_KEYS = {
  all: ['admin', 'dictionary'] as const,
  types: ['admin', 'dictionary', 'types'] as const,
  entries: (typeId: string, keyword: string) => ['admin', 'dictionary', 'entries', typeId, keyword] as const,
  /** The cached reference list other pages read (invalidated after any write here). */
  reference: ['dictionary-reference'] as const,
};

export const fetchTypes = () => http.get<{ list: DictionaryTypeNode[] }>(TYPES).then((data) => data.list);
export const createType = (body: DictionaryTypeBody) => http.post<string>(TYPES, body);
export const updateType = (id: string, body: DictionaryTypeBody) => http.put<null>(`${TYPES}/${enc(id)}`, body);
export const removeType = (id: string) => http.delete<null>(`${TYPES}/${enc(id)}`);
export const fetchEntries = (typeId: string, keyword: string) =>
  http.get<{ list: DictionaryDataNode[] }>(`${DATA}/${enc(typeId)}`, { keyword: keyword || undefined }).then((data) => data.list);
export const createEntry = (body: DictionaryDataBody) => http.post<string>(DATA, body);
export const updateEntry = (id: string, body: DictionaryDataBody) => http.put<null>(`${DATA}/${enc(id)}`, body);
export const removeEntry = (id: string) => http.delete<null>(`${DATA}/${enc(id)}`);
export const toggleEntry = (id: string) => http.put<null>(`${DATA}/${enc(id)}/Actions/State`);
export const entriesExportPath = (typeId: string) => `${DATA}/${enc(typeId)}/Action/Export`;
export const entriesImportPath = (typeId: string) => `${DATA}/${enc(typeId)}/Actions/Import`;
