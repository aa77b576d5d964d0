import { initials } from '@/lib/initials';

/** A person's initials in an avatar (avatar-sm, avatar-xl...), decorative: the name is written beside it. */
export function InitialsAvatar({ name, size }: { name: string; size: 'sm' | 'xl' }) {
  return (
    <span className={`avatar avatar-${size}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
