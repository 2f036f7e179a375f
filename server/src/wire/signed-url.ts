import { Type, type Static } from 'typebox';
import { envelopeOf } from './envelope';

// Short-lived signed URLs (server/src/lib/signed-url.ts): how a URL that must authenticate by itself (an embedded
// page, an image, a download) carries proof of who asked for it, instead of the session token.

/** Where the signature goes in an address; the spec's type-7 placeholder, so existing menu addresses keep working. */
export const SIGNATURE_PLACEHOLDER = '${jnpfToken}';
/** Its literal type: the console spells the placeholder as this type, so the compiler keeps the two the same. */
export type SignaturePlaceholder = typeof SIGNATURE_PLACEHOLDER;
/** The query parameter a signature is appended as when the address has no placeholder (same-origin paths only). */
export const SIGNATURE_PARAM = 'sig';

/** `POST /api/signed-urls`: the address to sign, a path on this server (`/x?y`) or an http(s) URL. */
export const SIGN_URL_BODY = Type.Object({ address: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false });
export type SignUrlBody = Static<typeof SIGN_URL_BODY>;

/** The signed address (placeholder filled, or `sig` appended) and when it stops working, epoch ms. */
export const SIGNED_URL = Type.Object({ url: Type.String(), expiresAt: Type.Integer() });
export type SignedUrl = Static<typeof SIGNED_URL>;
export const SIGNED_URL_ENVELOPE = envelopeOf(SIGNED_URL);

/** `GET /api/signed-urls/check?url=`: what a page embedded by the console learns about the signed URL it was opened with. */
export const SIGNED_URL_CHECK_QUERY = Type.Object({ url: Type.String({ minLength: 1, maxLength: 4000 }) }, { additionalProperties: false });
export const SIGNED_URL_CHECK = Type.Object({ userId: Type.String(), account: Type.String(), expiresAt: Type.Integer() });
export type SignedUrlCheck = Static<typeof SIGNED_URL_CHECK>;
export const SIGNED_URL_CHECK_ENVELOPE = envelopeOf(SIGNED_URL_CHECK);
