/**
 * The signed-in user's own status, as the template's chat app sets it (GET api/app/chat/profile):
 * the navbar and the profile card read it, the chat writes it under the same SWR key, so a change
 * shows everywhere at once. Roles that do not use the template never call it: they are
 * "online".
 */
import useSWR from 'swr';
import { usesTemplate } from '@shared/policies';
import type { ChatProfileResponse, ChatStatus } from '@shared/schemas/template-chat';
import type { Role } from '@shared/schemas/people';

export const CHAT_PROFILE_KEY = 'api/app/chat/profile';

/** The chat profile (null key, no call, when `enabled` is false). */
export const useChatProfile = (enabled = true) => useSWR<ChatProfileResponse>(enabled ? CHAT_PROFILE_KEY : null);

/** The user's status, or online while it loads, when it fails, and for a role without the chat. */
export function useOwnChatStatus(role: Role | null): ChatStatus {
  return useChatProfile(usesTemplate(role)).data?.profile.status ?? 'online';
}
