/** The chat app's seed: the contacts (the same for everyone) and each user's first chats. */
import type { ChatContact, ChatStatus } from '../../../shared/schemas/template-chat.js';

export const CHAT_CONTACTS: readonly ChatContact[] = [
  { uid: 1, displayName: 'Camille Laurent', about: 'Chargée de clientèle, agence de Lyon.', photoURL: null, status: 'online' },
  { uid: 2, displayName: 'Hugo Bernard', about: 'Conseiller retraite, spécialiste des indépendants.', photoURL: null, status: 'away' },
  { uid: 3, displayName: 'Léa Rousseau', about: 'Juriste, droit de la famille et réversion.', photoURL: null, status: 'busy' },
  { uid: 4, displayName: 'Mathieu Fontaine', about: 'Responsable informatique.', photoURL: null, status: 'offline' },
  { uid: 5, displayName: 'Inès Mercier', about: 'Assistante de direction.', photoURL: null, status: 'online' },
  { uid: 6, displayName: 'Antoine Girard', about: 'Expert-comptable partenaire.', photoURL: null, status: 'offline' },
  { uid: 7, displayName: 'Sophie Lambert', about: 'Conseillère, régimes de la fonction publique.', photoURL: null, status: 'online' },
  { uid: 8, displayName: 'Thomas Chevalier', about: 'Stagiaire, gestion des dossiers.', photoURL: null, status: 'away' },
  { uid: 9, displayName: 'Émilie Faure', about: 'Gestionnaire de paie chez un client.', photoURL: null, status: 'offline' },
  { uid: 10, displayName: 'Nicolas Robin', about: 'Commercial, partenariats entreprises.', photoURL: null, status: 'busy' },
];

export const SEED_STATUS: ChatStatus = 'online';
export const SEED_ABOUT = 'Disponible pour vos questions sur les dossiers retraite.';

/** [text, minutes before the seeding, sent by the user, seen] */
type SeedMessage = [text: string, minutesAgo: number, isSent: boolean, isSeen: boolean];

export const SEED_CHATS: ReadonlyArray<{ contactId: number; isPinned: boolean; msg: SeedMessage[] }> = [
  {
    contactId: 1,
    isPinned: true,
    msg: [
      ['Bonjour, as-tu reçu le relevé de carrière de M. Petit ?', 190, false, true],
      ['Oui, je le relis ce matin.', 185, true, true],
      ['Parfait. Il manque les trimestres de 1987, je crois.', 60, false, true],
      ['Je viens de vérifier : ils sont bien là, page 3.', 12, false, false],
      ['Tu peux me confirmer avant midi ?', 11, false, false],
    ],
  },
  {
    contactId: 3,
    isPinned: false,
    msg: [
      ['La demande de réversion de Mme Garnier est partie.', 1500, true, true],
      ['Merci ! Je surveille la réponse de la caisse.', 1440, false, true],
      ['Il faudra sans doute un justificatif de domicile.', 35, false, false],
    ],
  },
  {
    contactId: 5,
    isPinned: true,
    msg: [
      ['Réunion d’équipe décalée à jeudi 10 h.', 3000, false, true],
      ['Noté, merci Inès.', 2990, true, true],
    ],
  },
  {
    contactId: 7,
    isPinned: false,
    msg: [
      ['Tu as un modèle de lettre pour le rachat de trimestres ?', 400, true, true],
      ['Je te l’envoie dans la journée.', 380, false, true],
      ['C’est dans le dossier partagé, rubrique « Modèles ».', 90, false, false],
    ],
  },
  {
    contactId: 10,
    isPinned: false,
    msg: [
      ['Un nouveau partenaire souhaite une présentation du cabinet.', 5000, false, true],
      ['Avec plaisir, proposons-lui deux créneaux.', 4900, true, false],
    ],
  },
];
