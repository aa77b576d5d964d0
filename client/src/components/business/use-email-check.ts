import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { withQuery } from './api-path';
import type { EmailAvailability } from '@shared/schemas/clients';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** GET api/email-available?email= : whether no account uses the address yet (staff only). */
export async function isEmailAvailable(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiRequest<EmailAvailability>(withQuery('api/email-available', { email }), { signal });
  return answer.available;
}

export type EmailCheck = 'idle' | 'checking' | 'free' | 'taken';

const DEBOUNCE_MS = 400;

/** Asks the BFF, a moment after typing stops, whether the address is free (the client's own address always is). */
export function useEmailCheck(email: string, own: string | null): EmailCheck {
  const [state, setState] = useState<EmailCheck>('idle');
  useEffect(() => {
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value) || (own !== null && value.toLowerCase() === own.toLowerCase())) {
      setState('idle');
      return;
    }
    setState('checking');
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      isEmailAvailable(value, controller.signal)
        .then((available) => setState(available ? 'free' : 'taken'))
        // The check is a help: if it fails, the BFF still refuses a duplicate on save (409).
        .catch(() => !controller.signal.aborted && setState('idle'));
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [email, own]);
  return state;
}
