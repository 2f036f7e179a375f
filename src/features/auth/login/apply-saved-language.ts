import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { fromServerLanguage } from '../../../lib/language';
import type { UserInfo } from '../../../../server/src/wire/current-user';

/**
 * After a sign-in, speaks the language the user saved on the server (SystemLanguage), so a new browser or a shared
 * desk greets them in their own language rather than the browser's. Resolves once that language's words are loaded,
 * so the console opens in it instead of flashing the old one. Nothing saved, or the same language: nothing to do.
 */
export async function applySavedLanguage(userInfo: Pick<UserInfo, 'language'>): Promise<void> {
  const saved = fromServerLanguage(userInfo.language);
  if (saved === null || saved === currentLanguage()) return;
  await changeLanguage(saved);
}
