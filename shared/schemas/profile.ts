/** /api/profile: the signed-in user's card, notes and next tasks, and the password change. */
import { Type, type Static } from 'typebox';
import { NewPassword, Nullable } from './common.js';
import { Version } from './record-fields.js';
import { RoleSchema } from './people.js';
import { Task } from './tasks.js';

export const Profile = Type.Object({
  id: Type.Union([Type.Integer(), Type.String()]),
  name: Type.String(),
  email: Type.String(),
  role: Nullable(RoleSchema),
  birthDate: Nullable(Type.String({ format: 'date' })),
  phone: Type.String(),
  expertName: Nullable(Type.String({ description: 'the responsible consultant or expert (clients)' })),
  notes: Type.String(),
  nextTasks: Type.Array(Task, { description: "the five next open tasks of the clients the member follows (due today or later, soonest first); always empty for a role without the tasks area (a client)" }),
  version: { ...Version, description: "the version of the caller's own record (its next tasks left out): sent back in If-Match with the notes" },
}, { title: 'Profile' });
export type Profile = Static<typeof Profile>;

export const ProfileNotes = Type.Object({ notes: Type.String({ maxLength: 10000 }), version: Type.Optional(Version) }, { additionalProperties: false });
export type ProfileNotes = Static<typeof ProfileNotes>;

/** POST /api/profile/password: the new password follows the rules (shared/validation.ts); the confirmation must be the same. */
export const PasswordChange = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPassword: NewPassword(),
    confirmation: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type PasswordChange = Static<typeof PasswordChange>;
