import { http } from './api-client';
import { toServerLanguage, type Language } from './language';

/** The signed-in user's own preferences (contract section 7). */
export const preferencesApi = {
  saveLanguage: (language: Language) =>
    http.put<unknown>('/api/permission/Users/Current/SystemLanguage', { language: toServerLanguage(language) }),
};
