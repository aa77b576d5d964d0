/**
 * The signed-in user's notification preferences, in the store (document `user:<id>:preferences`):
 * they survive a new sign-in, and with Redis a restart. Absent: the defaults below.
 */
import type { Preferences } from '../../shared/schemas/template-preferences.js';
import type { Json, KeyValueStore } from '../store/store.js';

const DOCUMENT = 'preferences';

/** What a user who never chose has: e-mails and reminders on, the digest off. */
export function defaultPreferences(): Preferences {
  return { emailNotifications: true, taskReminders: true, weeklyDigest: false };
}

export class PreferenceStore {
  constructor(private readonly store: KeyValueStore) {}

  async get(userId: string): Promise<Preferences> {
    const saved = await this.store.forUser(userId).get<Json>(DOCUMENT);
    // A document written by an older version may lack a field: the default fills it.
    return { ...defaultPreferences(), ...((saved ?? {}) as Partial<Preferences>) };
  }

  /** Replaces the whole set (the body was validated: every field, nothing else). */
  async set(userId: string, preferences: Preferences): Promise<Preferences> {
    const next: Preferences = {
      emailNotifications: preferences.emailNotifications,
      taskReminders: preferences.taskReminders,
      weeklyDigest: preferences.weeklyDigest,
    };
    await this.store.forUser(userId).set(DOCUMENT, next);
    return next;
  }
}
