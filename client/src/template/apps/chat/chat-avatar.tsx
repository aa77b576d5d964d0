import type { ChatStatus } from '@shared/schemas/template-chat';
import { initials } from '@/lib/initials';

/** A contact's initials (no photo: the CSP allows images from the app only) with their presence dot. */
export function ChatAvatar({ name, status, size }: { name: string; status?: ChatStatus; size?: 'sm' | 'lg' }) {
  return (
    <span className={`avatar chat-avatar${size ? ` chat-avatar-${size}` : ''}`} data-presence={status} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
