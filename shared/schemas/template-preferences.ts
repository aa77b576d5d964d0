/** GET/PUT /api/profile/preferences: the signed-in user's notification choices (the account settings page). */
import { Type, type Static } from 'typebox';

export const NOTIFICATION_PREFERENCES = ['emailNotifications', 'taskReminders', 'weeklyDigest'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];

/** The whole set, read and written at once: a PUT carries every field (no defaults: a missing one is a 400). */
export const Preferences = Type.Object(
  {
    emailNotifications: Type.Boolean({ description: 'an e-mail when a client, contract or task assigned to the user changes' }),
    taskReminders: Type.Boolean({ description: 'a reminder the morning a task falls due' }),
    weeklyDigest: Type.Boolean({ description: "a Monday summary of the week's tasks and contracts" }),
  },
  { additionalProperties: false },
);
export type Preferences = Static<typeof Preferences>;
