import type { ChatStatus } from '@shared/schemas/template-chat';

/** The Bootstrap tone of each presence (its dot's colour, styles/components.css). */
export const PRESENCE_TONES: Record<ChatStatus, 'success' | 'warning' | 'danger' | 'secondary'> = {
  online: 'success',
  away: 'warning',
  busy: 'danger',
  offline: 'secondary',
};

/** A presence dot beside a text that says the status (an avatar takes `data-presence` instead). */
export function PresenceDot({ status }: { status: ChatStatus }) {
  return <span className="presence-dot" data-presence={status} aria-hidden="true" />;
}
