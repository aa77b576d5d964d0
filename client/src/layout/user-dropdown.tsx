import './navbar.css';
import { lazy, Suspense, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { KeyRound, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { canOpen } from '@shared/menu';
import { toastForError } from '@/lib/error-toast';
import { initials } from '@/lib/initials';
import { useOwnChatStatus } from '@/lib/own-chat-status';
import { roleLabelKey } from '@/lib/role-label';
import { logout } from '@/lib/session';
import type { ChatStatus } from '@shared/schemas/template-chat';
import type { SessionUser } from '@shared/schemas/session';
import { PATHS } from '@shared/paths';

const PROFILE_PATH = '/app/profile';
const PasswordDialog = lazy(() => import('./password-dialog'));
const SecurityDialog = lazy(() => import('./security-dialog'));

/** Decorative: the initials are drawn by CSS, so they are not read as part of the toggle's label; the status is said in words beside it. */
function Avatar({ name, status }: { name: string; status: ChatStatus }) {
  return (
    <span className="avatar" data-presence={status} aria-hidden="true">
      <span className="avatar-initials" data-initials={initials(name)} />
    </span>
  );
}

export function UserDropdown({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  const [showingSecurity, setShowingSecurity] = useState(false);
  const status = useOwnChatStatus(user.role);
  const statusText = t(`user.presence.${status}`);

  const signOut = async (): Promise<void> => {
    try {
      // Leave first with signedOut, so the login page does not bounce the still-cached user back.
      await logout(() => navigate(PATHS.login, { replace: true, state: { signedOut: true } }));
    } catch (error) {
      toastForError(error);
    }
  };

  return (
    <>
      <Dropdown align="end" className="user-dropdown">
        <Dropdown.Toggle
          variant="link"
          className="user-toggle"
          aria-label={t('user.menu', { name: user.name, status: statusText })}
          data-testid="user-menu"
        >
          <span className="user-toggle-text d-none d-sm-flex">
            <span className="user-name">{user.name}</span>{' '}
            <span className="user-status" data-testid="user-status">
              {statusText}
            </span>
          </span>
          <Avatar name={user.name} status={status} />
        </Dropdown.Toggle>
        <Dropdown.Menu className="user-menu">
          <div className="user-menu-header">
            <Avatar name={user.name} status={status} />
            <span className="d-flex flex-column overflow-hidden">
              <span className="user-name text-truncate">{user.name}</span>
              <span className="user-role">{t(roleLabelKey(user.role))}</span>
            </span>
          </div>
          <Dropdown.Divider />
          {canOpen(user.role, PROFILE_PATH) && (
            <Dropdown.Item as={Link} to={PROFILE_PATH}>
              <UserRound size={18} aria-hidden="true" />
              {t('user.editProfile')}
            </Dropdown.Item>
          )}
          {user.role !== null && (
            <Dropdown.Item as="button" onClick={() => setChangingPassword(true)} data-testid="change-password">
              <KeyRound size={18} aria-hidden="true" />
              {t('user.changePassword')}
            </Dropdown.Item>
          )}
          {user.role !== null && (
            <Dropdown.Item as="button" onClick={() => setShowingSecurity(true)} data-testid="security">
              <ShieldCheck size={18} aria-hidden="true" />
              {t('user.security')}
            </Dropdown.Item>
          )}
          <Dropdown.Item as="button" onClick={() => void signOut()} data-testid="logout">
            <LogOut size={18} aria-hidden="true" />
            {t('user.logout')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      {showingSecurity && (
        <Suspense fallback={null}>
          <SecurityDialog onClose={() => setShowingSecurity(false)} />
        </Suspense>
      )}
      {changingPassword && (
        <Suspense fallback={null}>
          <PasswordDialog onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </>
  );
}
