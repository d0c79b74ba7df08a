import { useMutation } from '@tanstack/react-query';
import { newsletterApi } from '../../lib/api/newsletter';

/**
 * The unsubscribe of an e-mailed link, as a mutation: it runs on the visitor's click only, never on page load (mail
 * scanners open links). The server answers the same success when the link was already used.
 */
export function useUnsubscribe(token: string) {
  return useMutation({ mutationFn: () => newsletterApi.unsubscribe(token) });
}
