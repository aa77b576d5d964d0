/**
 * The sample users every signed-in user starts from (spec §3): twenty French people, always the
 * same. A fresh copy each call, so that no caller can change the seed.
 */
import type { TemplateUser, PersonalInformations } from '../../../shared/schemas/template-users.js';
import type { Civility, MaritalStatus } from '../../../shared/schemas/people.js';

type Row = [first: string, last: string, civility: Civility, birth: string, marital: MaritalStatus, children: number, city: string, zip: string, street: string];

const PEOPLE: Row[] = [
  ['Camille', 'Martin', 'Mme', '1961-03-14', 'Marié(e)', 2, 'Lyon', '69003', '12 rue Paul Bert'],
  ['Julien', 'Bernard', 'M.', '1958-11-02', 'Divorcé(e)', 3, 'Bordeaux', '33000', '4 cours de l’Intendance'],
  ['Sophie', 'Thomas', 'Mme', '1965-07-21', 'Pacsé(e)', 1, 'Nantes', '44000', '27 quai de la Fosse'],
  ['Nicolas', 'Petit', 'M.', '1960-01-30', 'Marié(e)', 4, 'Lille', '59000', '8 rue Esquermoise'],
  ['Isabelle', 'Robert', 'Mme', '1957-09-09', 'Veuf/Veuve', 2, 'Toulouse', '31000', '15 allée Jean Jaurès'],
  ['Philippe', 'Richard', 'M.', '1959-05-17', 'Célibataire', 0, 'Marseille', '13006', '33 rue Paradis'],
  ['Nathalie', 'Durand', 'Mme', '1963-12-05', 'Marié(e)', 3, 'Strasbourg', '67000', '2 place Kléber'],
  ['Laurent', 'Dubois', 'M.', '1962-04-26', 'Marié(e)', 2, 'Rennes', '35000', '19 rue de Saint-Malo'],
  ['Valérie', 'Moreau', 'Mme', '1964-08-12', 'Divorcé(e)', 1, 'Montpellier', '34000', '6 rue Foch'],
  ['Stéphane', 'Laurent', 'M.', '1956-02-18', 'Marié(e)', 5, 'Nice', '06000', '41 avenue Jean Médecin'],
  ['Sandrine', 'Simon', 'Mme', '1966-10-01', 'Célibataire', 0, 'Grenoble', '38000', '10 place Grenette'],
  ['Christophe', 'Michel', 'M.', '1961-06-23', 'Pacsé(e)', 2, 'Dijon', '21000', '3 rue de la Liberté'],
  ['Véronique', 'Lefèvre', 'Mme', '1958-03-08', 'Marié(e)', 3, 'Reims', '51100', '22 rue de Vesle'],
  ['Frédéric', 'Leroy', 'M.', '1960-09-15', 'Veuf/Veuve', 1, 'Angers', '49000', '7 boulevard Foch'],
  ['Catherine', 'Roux', 'Mme', '1955-12-29', 'Marié(e)', 4, 'Tours', '37000', '18 rue Nationale'],
  ['Olivier', 'David', 'M.', '1963-05-04', 'Divorcé(e)', 2, 'Brest', '29200', '9 rue de Siam'],
  ['Hélène', 'Bertrand', 'Mme', '1962-01-11', 'Marié(e)', 2, 'Clermont-Ferrand', '63000', '5 place de Jaude'],
  ['Thierry', 'Morel', 'M.', '1957-07-27', 'Célibataire', 0, 'Limoges', '87000', '14 rue Jean Jaurès'],
  ['Anne', 'Fournier', 'Mme', '1964-11-19', 'Pacsé(e)', 1, 'Rouen', '76000', '30 rue du Gros-Horloge'],
  ['Patrick', 'Girard', 'M.', '1959-02-03', 'Marié(e)', 3, 'Metz', '57000', '11 rue Serpenoise'],
];

const SOCIETIES: Array<[street: string, zip: string, city: string]> = [
  ['45 rue de la République', '69002', 'Lyon'],
  ['120 avenue des Champs-Élysées', '75008', 'Paris'],
  ['1 place de la Bourse', '33000', 'Bordeaux'],
  ['60 boulevard de Sébastopol', '75003', 'Paris'],
];

/** 2025-01-06T09:00:00Z plus whole days and hours: fixed dates, far enough in the past. */
function dateOf(days: number, hours = 0): string {
  return new Date(Date.UTC(2025, 0, 6 + days, 9 + hours)).toISOString();
}

function slug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '-');
}

function phone(index: number, prefix: string): string {
  const n = String(12_34_56_00 + index * 7_31).padStart(8, '0');
  return `${prefix} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4, 6)} ${n.slice(6, 8)}`;
}

export function seedUsers(): TemplateUser[] {
  return PEOPLE.map(([first, last, civility, birth, marital, children, city, zip, street], index) => {
    const id = index + 1;
    const society = SOCIETIES[index % SOCIETIES.length];
    const personal: PersonalInformations = {
      civility,
      first_name: first,
      last_name: last,
      birth_date: birth,
      martial_status: marital,
      children_number: children,
      mobile_number: phone(index, '06'),
      office_number: index % 3 === 0 ? '' : phone(index, '01'),
      personal_address: street,
      personal_zip_code: zip,
      personal_city: city,
      personal_country: 'France',
      society_address: society[0],
      society_zip_code: society[1],
      society_city: society[2],
      society_country: 'France',
      user_id: id,
    };
    const created = dateOf(index * 9);
    const user: TemplateUser = {
      id,
      name: `${first} ${last}`,
      email: `${slug(first)}.${slug(last)}@exemple.fr`,
      // One in four never confirmed their address; one in six accounts is not (yet) valid.
      email_verified_at: index % 4 === 3 ? null : dateOf(index * 9, 2),
      created_at: created,
      updated_at: dateOf(index * 9 + 30, 5),
      valid_account: index % 6 === 5 ? 0 : 1,
      role: index % 5 === 0 ? 'admin' : 'user',
    };
    // Some sample users never filled in their personal information (it is optional in §3).
    return index % 7 === 6 ? user : { ...user, personal_informations: personal };
  });
}
