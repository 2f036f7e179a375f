import { useQuery } from '@tanstack/react-query';
import type { SignedUrl, SignUrlBody } from '../../../server/src/wire/signed-url';
import { http } from '../../lib/api-client';

// A signature lasts a minute: a signed address is reused for 50 s, then signed again for the next <img> that needs it.
const SIGNED_FOR_MS = 50_000;

/**
 * An address an <img> may load for a chat image (`/api/file/Image/IM/<name>`): signed for one minute
 * (POST /api/signed-urls), because an image request carries no Authorization header and the token never goes in a URL.
 */
export function useImageUrl(path: string): string | undefined {
  const query = useQuery({
    queryKey: ['chat', 'image-url', path],
    queryFn: async () => {
      const body: SignUrlBody = { address: path };
      return (await http.post<SignedUrl>('/api/signed-urls', body, { noTip: true })).url;
    },
    enabled: path !== '',
    staleTime: SIGNED_FOR_MS,
    gcTime: SIGNED_FOR_MS,
  });
  return query.data;
}
