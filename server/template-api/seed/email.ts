/**
 * The mailbox every user starts with (the Mail app): 25 mails in French, spread over the folders and
 * labels, some unread, some with attachments and earlier replies. Deterministic: the same owner gets
 * the same mails, with fixed dates; the owner's name and address fill the mails they sent or received.
 */
import type { Attachment, Mail, MailFolder, MailLabel, MailReply } from '../../../shared/schemas/template-email.js';

export interface MailOwner {
  name: string;
  email: string;
}

interface SeedMail {
  /** the correspondent; `me` for what the owner sent */
  from: [name: string, email: string] | 'me';
  /** the recipients of what the owner sent; received mails go to the owner */
  to?: string[];
  cc?: string[];
  subject: string;
  message: string;
  time: string;
  folder: MailFolder;
  labels?: MailLabel[];
  starred?: boolean;
  unread?: boolean;
  attachments?: Attachment[];
  replies?: Array<{ from: [name: string, email: string] | 'me'; message: string; time: string }>;
}

const AGATHE: [string, string] = ['Agathe Rousseau', 'agathe.rousseau@example.com'];
const MARC: [string, string] = ['Marc Lemoine', 'marc.lemoine@example.org'];
const SOPHIE: [string, string] = ['Sophie Marchand', 'sophie.marchand@example.net'];
const CAISSE: [string, string] = ['Caisse de retraite (service gestion)', 'gestion@caisse-retraite.example'];
const HUGO: [string, string] = ['Hugo Perrin', 'hugo.perrin@example.com'];
const LEA: [string, string] = ['Léa Fontaine', 'lea.fontaine@example.org'];
const RH: [string, string] = ['Ressources humaines', 'rh@cabinet.example'];
const DIRECTION: [string, string] = ['Direction du cabinet', 'direction@cabinet.example'];
const PAUL: [string, string] = ['Paul Mercier', 'paul.mercier@example.net'];
const INES: [string, string] = ['Inès Garcia', 'ines.garcia@example.com'];
const NEWS: [string, string] = ['Lettre Patrimoine', 'lettre@patrimoine.example'];
const PROMO: [string, string] = ['Offres Exceptionnelles', 'promo@offres.example'];
const LOTO: [string, string] = ['Service des gains', 'gains@loterie.example'];
const YVES: [string, string] = ['Yves Bertrand', 'yves.bertrand@example.org'];

const SEED: SeedMail[] = [
  {
    from: AGATHE,
    subject: 'Relevé de carrière : périodes manquantes',
    message:
      'Bonjour,\n\nEn relisant mon relevé de carrière, je constate que mes trimestres de 1994 à 1996 (emploi saisonnier en Savoie) n’apparaissent pas.\n\nPouvez-vous me dire quels justificatifs je dois vous transmettre ?\n\nBien cordialement,\nAgathe Rousseau',
    time: '2026-11-23T08:12:00Z',
    folder: 'inbox',
    labels: ['important'],
    unread: true,
    attachments: [{ name: 'releve-carriere-2026.pdf', size: 248_312 }],
  },
  {
    from: CAISSE,
    cc: ['archives@caisse-retraite.example'],
    subject: 'Dossier 2026-4471 : pièces reçues',
    message:
      'Madame, Monsieur,\n\nNous accusons réception des pièces transmises pour le dossier 2026-4471. Leur instruction prendra environ trois semaines.\n\nLe service gestion',
    time: '2026-11-22T15:40:00Z',
    folder: 'inbox',
    labels: ['company'],
    unread: true,
  },
  {
    from: MARC,
    subject: 'Rachat de trimestres : simulation',
    message:
      'Bonjour,\n\nMerci pour la simulation. Le coût du rachat de quatre trimestres me semble élevé ; pourrions-nous étudier l’option « taux seul » ?\n\nJe suis disponible jeudi après-midi pour un appel.\n\nMarc',
    time: '2026-11-21T10:05:00Z',
    folder: 'inbox',
    labels: ['personal'],
    starred: true,
    replies: [
      {
        from: 'me',
        message: 'Bonjour Marc,\n\nVous trouverez ci-joint la simulation demandée pour le rachat de quatre trimestres.\n\nBien à vous.',
        time: '2026-11-19T09:30:00Z',
      },
    ],
  },
  {
    from: DIRECTION,
    subject: 'Réunion d’équipe de lundi',
    message:
      'Bonjour à toutes et à tous,\n\nLa réunion d’équipe aura lieu lundi à 9 h 30 en salle Colbert. Ordre du jour : objectifs du trimestre, nouveaux dossiers, outils.\n\nMerci d’être à l’heure.',
    time: '2026-11-20T17:22:00Z',
    folder: 'inbox',
    labels: ['company', 'important'],
    starred: true,
    attachments: [{ name: 'ordre-du-jour.docx', size: 31_744 }],
  },
  {
    from: SOPHIE,
    subject: 'Pension de réversion de ma mère',
    message:
      'Bonjour,\n\nMa mère, veuve depuis mars, souhaite demander sa pension de réversion. Pouvez-vous nous accompagner dans la démarche ?\n\nMerci d’avance,\nSophie Marchand',
    time: '2026-11-19T13:47:00Z',
    folder: 'inbox',
    labels: ['private'],
    unread: true,
  },
  {
    from: HUGO,
    subject: 'Documents pour mon dossier',
    message:
      'Bonjour,\n\nComme convenu, je vous envoie mes trois derniers bulletins de salaire et mon avis d’imposition.\n\nCordialement,\nHugo Perrin',
    time: '2026-11-18T08:58:00Z',
    folder: 'inbox',
    attachments: [
      { name: 'bulletin-septembre.pdf', size: 112_640 },
      { name: 'bulletin-octobre.pdf', size: 113_152 },
      { name: 'avis-imposition-2026.pdf', size: 402_431 },
    ],
  },
  {
    from: RH,
    subject: 'Vos congés de fin d’année',
    message: 'Bonjour,\n\nMerci de poser vos congés de fin d’année avant le 1er décembre dans l’outil de gestion des temps.\n\nLe service RH',
    time: '2026-11-17T11:15:00Z',
    folder: 'inbox',
    labels: ['company'],
  },
  {
    from: LEA,
    subject: 'Merci pour votre accompagnement',
    message:
      'Bonjour,\n\nJe viens de recevoir la notification de ma retraite : tout est conforme à ce que vous aviez calculé. Un grand merci pour votre patience.\n\nLéa Fontaine',
    time: '2026-11-14T16:03:00Z',
    folder: 'inbox',
    labels: ['personal'],
    starred: true,
    replies: [
      { from: LEA, message: 'Bonjour, avez-vous des nouvelles de la caisse ?', time: '2026-10-30T09:00:00Z' },
      { from: 'me', message: 'Bonjour Léa, la caisse a validé votre dossier hier ; la notification suit.', time: '2026-11-02T10:20:00Z' },
    ],
  },
  {
    from: PAUL,
    subject: 'Retraite progressive : suis-je éligible ?',
    message:
      'Bonjour,\n\nJ’ai 61 ans et 160 trimestres validés. Je voudrais passer à 80 % l’an prochain. La retraite progressive est-elle possible dans mon cas ?\n\nPaul Mercier',
    time: '2026-11-12T07:41:00Z',
    folder: 'inbox',
    unread: true,
  },
  {
    from: INES,
    subject: 'Rendez-vous du 3 décembre',
    message: 'Bonjour,\n\nJe confirme notre rendez-vous du 3 décembre à 14 h au cabinet. Je viendrai avec mon conjoint.\n\nInès Garcia',
    time: '2026-11-10T12:30:00Z',
    folder: 'inbox',
    labels: ['personal'],
  },
  {
    from: NEWS,
    subject: 'Lettre de novembre : ce qui change au 1er janvier',
    message:
      'Au sommaire : revalorisation des pensions, nouveaux plafonds de la sécurité sociale, cumul emploi-retraite.\n\nBonne lecture !',
    time: '2026-11-05T06:00:00Z',
    folder: 'inbox',
  },
  {
    from: YVES,
    subject: 'Question sur le cumul emploi-retraite',
    message:
      'Bonjour,\n\nRetraité depuis juin, on me propose une mission de conseil de six mois. Quelles sont les règles de cumul dans mon cas ?\n\nYves Bertrand',
    time: '2026-10-28T09:26:00Z',
    folder: 'inbox',
    labels: ['important'],
  },
  {
    from: AGATHE,
    subject: 'Attestation employeur 1995',
    message: 'Bonjour,\n\nVoici l’attestation de mon ancien employeur pour 1995, retrouvée dans mes archives.\n\nAgathe',
    time: '2025-12-15T14:10:00Z',
    folder: 'inbox',
    labels: ['private'],
    attachments: [{ name: 'attestation-1995.jpg', size: 1_204_877 }],
  },
  {
    from: 'me',
    to: [MARC[1]],
    subject: 'Simulation de rachat de trimestres',
    message: 'Bonjour Marc,\n\nVous trouverez ci-joint la simulation demandée pour le rachat de quatre trimestres.\n\nBien à vous.',
    time: '2026-11-19T09:30:00Z',
    folder: 'sent',
    labels: ['personal'],
    attachments: [{ name: 'simulation-rachat.xlsx', size: 58_880 }],
  },
  {
    from: 'me',
    to: [CAISSE[1]],
    cc: [AGATHE[1]],
    subject: 'Dossier 2026-4471 : envoi des justificatifs',
    message: 'Madame, Monsieur,\n\nVeuillez trouver ci-joint les justificatifs du dossier 2026-4471.\n\nCordialement.',
    time: '2026-11-16T10:00:00Z',
    folder: 'sent',
    labels: ['company'],
    attachments: [{ name: 'justificatifs-4471.zip', size: 2_348_110 }],
  },
  {
    from: 'me',
    to: [LEA[1]],
    subject: 'Validation de votre dossier',
    message: 'Bonjour Léa, la caisse a validé votre dossier hier ; la notification suit.',
    time: '2026-11-02T10:20:00Z',
    folder: 'sent',
  },
  {
    from: 'me',
    to: [DIRECTION[1]],
    subject: 'Compte rendu des rendez-vous de la semaine',
    message: 'Bonjour,\n\nCette semaine : six rendez-vous, deux nouveaux dossiers ouverts, une réversion en cours.\n\nBonne fin de semaine.',
    time: '2026-10-30T17:45:00Z',
    folder: 'sent',
    labels: ['company'],
    starred: true,
  },
  {
    from: 'me',
    to: [PAUL[1]],
    subject: 'Re: Retraite progressive',
    message: 'Bonjour Paul,\n\nD’après les éléments transmis, vous remplissez les conditions. Il me faudrait cependant',
    time: '2026-11-22T18:02:00Z',
    folder: 'draft',
  },
  {
    from: 'me',
    to: [],
    subject: 'Modèle de relance caisse',
    message: 'Madame, Monsieur,\n\nSauf erreur de notre part, nous n’avons pas reçu de réponse à notre courrier du',
    time: '2026-11-08T08:30:00Z',
    folder: 'draft',
    labels: ['company'],
  },
  {
    from: NEWS,
    subject: 'Lettre d’octobre',
    message: 'Au sommaire : le calendrier des versements, le point sur les complémentaires.',
    time: '2026-10-05T06:00:00Z',
    folder: 'trash',
  },
  {
    from: HUGO,
    subject: 'Doublon : documents pour mon dossier',
    message: 'Envoi en double, merci de ne pas tenir compte de ce message.',
    time: '2026-11-18T09:01:00Z',
    folder: 'trash',
    unread: true,
  },
  {
    from: PROMO,
    subject: 'Gagnez 50 % sur votre assurance vie !!!',
    message: 'Offre valable 24 heures seulement. Cliquez vite pour en profiter.',
    time: '2026-11-21T03:14:00Z',
    folder: 'spam',
    unread: true,
  },
  {
    from: LOTO,
    subject: 'Félicitations, vous avez gagné',
    message: 'Vous êtes l’heureux gagnant de notre tirage. Envoyez vos coordonnées bancaires pour recevoir votre gain.',
    time: '2026-11-09T22:48:00Z',
    folder: 'spam',
  },
  {
    from: SOPHIE,
    subject: 'Acte de décès et livret de famille',
    message: 'Bonjour,\n\nVoici les documents demandés pour la réversion.\n\nSophie Marchand',
    time: '2026-11-20T09:12:00Z',
    folder: 'inbox',
    labels: ['private', 'important'],
    unread: true,
    attachments: [
      { name: 'acte-deces.pdf', size: 88_004 },
      { name: 'livret-famille.pdf', size: 190_455 },
    ],
  },
  {
    from: MARC,
    subject: 'Changement d’adresse',
    message: 'Bonjour,\n\nJe déménage le mois prochain ; merci de noter ma nouvelle adresse : 12 rue des Lilas, 69003 Lyon.\n\nMarc Lemoine',
    time: '2026-09-02T15:30:00Z',
    folder: 'inbox',
    labels: ['personal'],
  },
];

/** The calendar day in Paris of an instant, YYYY-MM-DD. */
export function parisDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** The `time`, `day` and `year` of a mail at an instant. */
export function mailTime(iso: string): Pick<Mail, 'time' | 'day' | 'year'> {
  const day = parisDay(iso);
  return { time: new Date(iso).toISOString(), day, year: Number(day.slice(0, 4)) };
}

/** A fresh copy of the owner's starting mailbox, newest first. */
export function seedMails(owner: MailOwner): Mail[] {
  const person = (from: SeedMail['from']) => (from === 'me' ? { sender: owner.email, sender_name: owner.name } : { sender: from[1], sender_name: from[0] });
  const reply = (r: NonNullable<SeedMail['replies']>[number]): MailReply => ({ ...person(r.from), message: r.message, time: new Date(r.time).toISOString() });
  return SEED.map((seed, index) => ({
    id: index + 1,
    ...person(seed.from),
    to: seed.from === 'me' ? [...(seed.to ?? [])] : [owner.email],
    cc: [...(seed.cc ?? [])],
    bcc: [],
    subject: seed.subject,
    message: seed.message,
    attachments: (seed.attachments ?? []).map((a) => ({ ...a })),
    isStarred: seed.starred ?? false,
    labels: [...(seed.labels ?? [])],
    ...mailTime(seed.time),
    replies: (seed.replies ?? []).map(reply),
    mailFolder: seed.folder,
    unread: seed.unread ?? false,
  })).sort((a, b) => b.time.localeCompare(a.time) || a.id - b.id);
}
