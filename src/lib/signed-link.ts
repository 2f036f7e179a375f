import type { SignaturePlaceholder, SignedUrl, SignUrlBody } from '../../server/src/wire/signed-url';
import { http } from './api-client';
import type { MenuTarget } from './menu-routes';

// The wire file builds TypeBox schemas, so the console takes only its types: the literal type holds this to the
// server's spelling.
const SIGNATURE_PLACEHOLDER: SignaturePlaceholder = '${jnpfToken}';

/** Whether an address waits for a signature (the spec's `${jnpfToken}` placeholder) before it can be opened. */
export function needsSignature(address: string): boolean {
  return address.includes(SIGNATURE_PLACEHOLDER);
}

/**
 * The address with its placeholder replaced by a one-minute signature for this one address (POST /api/signed-urls),
 * never by the session token. Addresses without a placeholder come back unchanged, without a call.
 */
export async function signAddress(address: string): Promise<string> {
  if (!needsSignature(address)) return address;
  const body: SignUrlBody = { address };
  const signed = await http.post<SignedUrl>('/api/signed-urls', body);
  return signed.url;
}

/**
 * Opens an external menu target, signing it first when it asks for a signature. A new window is opened at once (a
 * window opened after an await is taken for a pop-up and blocked) and sent to the signed address when it arrives.
 */
export async function openExternalTarget(target: Extract<MenuTarget, { kind: 'external' }>): Promise<void> {
  if (!needsSignature(target.url)) {
    if (target.newWindow) window.open(target.url, '_blank', 'noopener');
    else window.location.assign(target.url);
    return;
  }
  const popup = target.newWindow ? window.open('about:blank', '_blank') : null;
  // The page we open must not be able to reach back into the console.
  if (popup) popup.opener = null;
  try {
    const url = await signAddress(target.url);
    if (popup) popup.location.replace(url);
    else window.location.assign(url);
  } catch {
    // The API client has already told the person why; an empty window is no use to them.
    popup?.close();
  }
}
