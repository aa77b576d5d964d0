/** The signed-in user's own record (/users/:id, /personal_information), next tasks and password. */
import type { PasswordChange, Profile } from '../../../shared/schemas/profile.js';
import type { Task, UpstreamTask } from '../../../shared/schemas/tasks.js';
import { hasPermission, MENU_ITEMS } from '../../../shared/menu.js';
import { passwordProblems } from '../../../shared/validation.js';
import { HttpError } from '../../http-error.js';
import { passwordMessage } from '../../schemas/rule-errors.js';
import type { KeyValueStore } from '../../store/store.js';
import { withMarks } from '../../task-marks.js';
import { toClient } from '../adapters/clients.js';
import { listOf } from '../adapters/people.js';
import { toTask } from '../adapters/tasks.js';
import { expectSuccess, isRecord } from '../errors.js';
import type { UserUpstream } from '../user-upstream.js';
import { versionOf } from '../adapters/record-version.js';
import { guardedWrite } from '../record-lock.js';

const NEXT_TASKS = 5;
const PASSWORD_MESSAGES = {
  confirmation: 'Les deux nouveaux mots de passe sont différents.',
  current: 'Le mot de passe actuel est incorrect.',
  reused: 'Choisissez un mot de passe différent du mot de passe actuel (ou provisoire).',
};

/**
 * The tasks of the clients the member follows: the open ones due from today. A role without the tasks
 * area (a client: tasks are the staff's internal notes) has none, and the firm API is not asked.
 */
async function nextTasks(upstream: UserUpstream, store: KeyValueStore): Promise<Task[]> {
  if (!hasPermission(upstream.role, MENU_ITEMS.tasks)) return [];
  const body = await upstream.body({ method: 'GET', path: '/customer_tasks', query: { filter: 'all' } });
  const today = new Date().toISOString().slice(0, 10);
  const open = (listOf(body) ?? [])
    .map(toTask)
    .filter((t): t is UpstreamTask => t !== null && !t.completed && t.dueDate !== null && t.dueDate >= today);
  // The trashed ones are not next.
  return (await withMarks(store, open))
    .filter((t) => !t.trashed)
    .sort((a, b) => a.dueDate!.localeCompare(b.dueDate!))
    .slice(0, NEXT_TASKS);
}

export async function getProfile(upstream: UserUpstream, store: KeyValueStore): Promise<Profile> {
  const { user } = upstream;
  const person = await upstream.read({ method: 'GET', path: `/users/${upstream.userId}` }, (body) => (isRecord(body) ? toClient(body) : null), 'user');
  const profile = {
    id: user.id,
    name: user.name,
    email: person.email,
    role: user.role,
    birthDate: person.birthDate,
    phone: person.mobilePhone || person.officePhone,
    expertName: person.expertName,
    notes: person.notes,
    nextTasks: await nextTasks(upstream, store),
  };
  return { ...profile, version: versionOf(profile, NOT_THE_RECORD) };
}

/** The next tasks are other records: they are not part of the profile's version. */
const NOT_THE_RECORD = new Set(['nextTasks']);

/** Saves the caller's notes, if their record is still the version of `ifMatch` (record-lock.ts). */
export function saveNotes(upstream: UserUpstream, store: KeyValueStore, notes: string, ifMatch?: string | string[]): Promise<Profile> {
  return guardedWrite(store, {
    key: `person:${upstream.userId}`,
    ifMatch,
    read: () => getProfile(upstream, store),
    async write() {
      await upstream.body({ method: 'PUT', path: `/personal_information/${upstream.userId}`, json: { notes } });
      return getProfile(upstream, store);
    },
  });
}

/**
 * The new password's rules and confirmation first (400 naming the field), then that it differs from
 * the current one (400 password_reused: a temporary password, which its giver knows, cannot become
 * the final one), then the upstream's check of the current one: 'wrong_current' when it refused it.
 */
export async function changePassword(
  upstream: UserUpstream,
  { currentPassword, newPassword, confirmation }: PasswordChange,
  checks: { isTemporary: (password: string) => Promise<boolean>; beforeCheck: () => Promise<void> },
): Promise<'changed' | 'wrong_current'> {
  if (passwordProblems(newPassword).length > 0) throw new HttpError(400, 'invalid_request', passwordMessage(newPassword, 'Le nouveau mot de passe'), 'newPassword');
  if (newPassword !== confirmation) throw new HttpError(400, 'invalid_request', PASSWORD_MESSAGES.confirmation, 'confirmation');
  if (newPassword === currentPassword || (await checks.isTemporary(newPassword))) throw new HttpError(400, 'password_reused', PASSWORD_MESSAGES.reused, 'newPassword');
  await checks.beforeCheck();
  const answer = await upstream.call({ method: 'POST', path: '/change-password', json: { currentPassword, newPassword } });
  if (answer.status >= 400 && answer.status < 500) return 'wrong_current';
  expectSuccess(answer);
  return 'changed';
}

/** The refusal of a wrong current password (after it was counted and logged as a failed sign-in). */
export const wrongCurrentPassword = () => new HttpError(400, 'invalid_request', PASSWORD_MESSAGES.current, 'currentPassword');
