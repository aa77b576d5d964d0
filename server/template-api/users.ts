/**
 * The template's sample users (spec §3), per signed-in user in the store (document `demo-users`):
 * each user starts from the same seed and sees only their own edits.
 */
import type { TemplateUser, TemplateUserPatch, PersonalInformations } from '../../shared/schemas/template-users.js';
import { HttpError } from '../http-error.js';
import type { Json, KeyValueStore } from '../store/store.js';
import { seedUsers } from './seed/users.js';

/** The store keys keep their first name (`demo-…`): a new one would orphan what Redis already holds. */
const DOCUMENT = 'demo-users';

export const USER_MESSAGES = {
  notFound: 'Utilisateur introuvable.',
  emailTaken: 'Cette adresse e-mail est déjà celle d’un autre utilisateur.',
} as const;

function blankPersonal(userId: number): PersonalInformations {
  return {
    civility: 'M.',
    first_name: '',
    last_name: '',
    birth_date: null,
    martial_status: 'Célibataire',
    children_number: 0,
    mobile_number: '',
    office_number: '',
    personal_address: '',
    personal_zip_code: '',
    personal_city: '',
    personal_country: '',
    society_address: '',
    society_zip_code: '',
    society_city: '',
    society_country: '',
    user_id: userId,
  };
}

export class TemplateUsers {
  constructor(private readonly store: KeyValueStore) {}

  async list(owner: string | number): Promise<TemplateUser[]> {
    return (await this.store.forUser(owner).get<TemplateUser[] & Json>(DOCUMENT)) ?? seedUsers();
  }

  async get(owner: string | number, id: number): Promise<TemplateUser> {
    const user = (await this.list(owner)).find((u) => u.id === id);
    if (!user) throw new HttpError(404, 'not_found', USER_MESSAGES.notFound);
    return user;
  }

  /** Only the fields sent change; every check passes before anything is written. */
  async update(owner: string | number, id: number, patch: TemplateUserPatch, now = new Date()): Promise<TemplateUser> {
    const users = await this.list(owner);
    const index = users.findIndex((u) => u.id === id);
    if (index === -1) throw new HttpError(404, 'not_found', USER_MESSAGES.notFound);
    const current = users[index];
    const email = patch.email?.trim().toLowerCase();
    if (email !== undefined && users.some((u) => u.id !== id && u.email.toLowerCase() === email)) {
      throw new HttpError(409, 'email_taken', USER_MESSAGES.emailTaken, 'email');
    }
    const { personal_informations: personal, ...fields } = patch;
    const updated: TemplateUser = {
      ...current,
      ...fields,
      ...(fields.name !== undefined ? { name: fields.name.trim() } : {}),
      ...(email !== undefined ? { email } : {}),
      ...(personal ? { personal_informations: { ...(current.personal_informations ?? blankPersonal(id)), ...personal, user_id: id } } : {}),
      // A changed address is not verified any more.
      ...(email !== undefined && email !== current.email.toLowerCase() ? { email_verified_at: null } : {}),
      updated_at: now.toISOString(),
    };
    const next = users.map((u, i) => (i === index ? updated : u));
    await this.store.forUser(owner).set(DOCUMENT, next as TemplateUser[] & Json);
    return updated;
  }
}
