import type { PublicPartner, PublicPartnersResponse } from '@mx/contract';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { takePreloaded } from '../../../lib/preloaded.ts';

const URL = '/api/public/partners';

/**
 * The partner lenders an admin shows on the landing page. The first visit's answer came with the
 * page; a later visit within the app asks once when the page opens. A plain request, not the query
 * cache: the landing page's first load stays inside its JavaScript budget. Nothing while it loads
 * or when the request fails (the strip is then absent, as with no partners).
 */
export function usePublicPartners(): PublicPartner[] | undefined {
  const [partners, setPartners] = useState(() => takePreloaded<PublicPartnersResponse>(URL)?.data.partners);
  const known = partners !== undefined;
  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    api<PublicPartnersResponse>(URL, { signal: controller.signal }).then(
      (answer) => setPartners(answer.data.partners),
      () => {},
    );
    return () => controller.abort();
  }, [known]);
  return partners;
}
