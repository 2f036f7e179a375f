import { useEffect, useState } from 'react';
import { signFileUrl } from './upload-api';

/** Re-sign a little before the minute is up, so an <img> re-rendered later still loads. */
const RESIGN_MARGIN_MS = 5_000;

/**
 * A signed, one-minute form of a `/api/file/...` address for an <img src>, a frame or a link (which cannot send the
 * session token), renewed while the component lives; undefined until the first signature arrives.
 */
export function useSignedUrl(address: string | undefined): string | undefined {
  const [signed, setSigned] = useState<{ for: string; url: string } | undefined>(undefined);
  useEffect(() => {
    if (!address) return undefined;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sign = () => {
      signFileUrl(address).then(
        ({ url, expiresAt }) => {
          if (!alive) return;
          setSigned({ for: address, url });
          timer = setTimeout(sign, Math.max(1_000, expiresAt - Date.now() - RESIGN_MARGIN_MS));
        },
        () => undefined,
      );
    };
    sign();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [address]);
  return signed !== undefined && signed.for === address ? signed.url : undefined;
}
