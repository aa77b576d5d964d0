/** The Todo app's starting list (the same for every user): fifteen todos and eight client tasks. */
import type { TodoTask } from '../../../shared/schemas/template-todo.js';

type Seed = Omit<TodoTask, 'id' | 'isTrashed'> & { isTrashed?: boolean };

const todo = (title: string, desc: string, flags: Partial<Seed> = {}): Seed => ({
  title,
  desc,
  isImportant: false,
  isStarred: false,
  tags: [],
  isCompleted: false,
  ...flags,
});

const clientTask = (title: string, desc: string, customer_id: number, type: TodoTask['type'], end_date: string | null, flags: Partial<Seed> = {}): Seed => ({
  ...todo(title, desc, flags),
  isRead: false,
  type,
  customer_id,
  end_date,
  ...flags,
});

const SEED: Seed[] = [
  todo('Corriger le calcul des trimestres', 'Le simulateur compte deux fois les trimestres de chômage indemnisé.', { tags: ['bug', 'backend'], isImportant: true }),
  todo('Relire la notice du simulateur', 'Vérifier les exemples chiffrés de la notice avant diffusion.', { tags: ['doc'], isStarred: true }),
  todo('Refondre le formulaire de contact', 'Champs trop nombreux sur mobile : regrouper adresse et téléphone.', { tags: ['frontend'] }),
  todo('Préparer la réunion d’équipe', 'Ordre du jour : dossiers en retard, nouveaux modèles de contrat.', { isStarred: true, isImportant: true }),
  todo('Mettre à jour le barème 2026', 'Reporter les nouveaux plafonds de la Sécurité sociale.', { tags: ['backend'], isCompleted: true }),
  todo('Rédiger le guide de la réversion', 'Un guide court pour les clients veufs : conditions et délais.', { tags: ['doc'] }),
  todo('Bouton « Envoyer » inactif sous Safari', 'Reproduit sur iPad : le clic n’est pas pris en compte.', { tags: ['bug', 'frontend'], isImportant: true, isStarred: true }),
  todo('Archiver les dossiers clos de 2024', 'Déplacer les pièces dans l’archive et prévenir les experts.', { isCompleted: true }),
  todo('Tester l’export CSV des contrats', 'Colonnes accentuées et séparateur point-virgule pour Excel.', { tags: ['backend', 'bug'] }),
  todo('Commander des classeurs', 'Pour les dossiers papier des nouveaux clients.', { isTrashed: true }),
  todo('Traduire l’écran de connexion', 'Version anglaise pour les clients expatriés.', { tags: ['frontend', 'doc'], isCompleted: true, isStarred: true }),
  todo('Vérifier les sauvegardes', 'Restaurer une sauvegarde de test sur le poste de secours.', { isImportant: true }),
  todo('Planifier la formation RGPD', 'Une demi-journée pour toute l’équipe avant l’été.', { tags: ['doc'] }),
  todo('Nettoyer les doublons de contacts', 'Fusionner les fiches en double repérées par l’import.', { tags: ['backend'], isTrashed: true }),
  todo('Choisir le nouveau logo', 'Trois propositions de l’agence à départager.', { tags: ['frontend'] }),
  clientTask('Demander le relevé de carrière', 'Relevé de carrière à jour pour le calcul de la pension.', 101, 'relance_client', '2026-03-15', { isImportant: true }),
  clientTask('Envoyer le dossier à la CARSAT', 'Dossier complet de demande de retraite.', 102, 'envoi_caisse', '2026-02-28', { isStarred: true }),
  clientTask('Appeler au sujet des trimestres manquants', 'Années 1988 à 1990 absentes du relevé.', 103, 'appel_client', '2026-04-02', { isRead: true }),
  clientTask('Relancer l’Agirc-Arrco', 'Points de retraite complémentaire non reportés.', 104, 'relance_caisse', '2026-01-20', { tags: ['doc'], isCompleted: true, isRead: true }),
  clientTask('Transmettre l’estimation de pension', 'Estimation à 62, 64 et 67 ans.', 105, 'envoi_client', null, { isStarred: true, isImportant: true }),
  clientTask('Appeler la caisse des indépendants', 'Vérifier les cotisations des années d’activité libérale.', 106, 'appel_caisse', '2026-05-10'),
  clientTask('Récupérer les bulletins de salaire', 'Bulletins de 1995 à 1998 pour justifier les trimestres.', 101, 'relance_client', '2026-03-30', { tags: ['doc'] }),
  clientTask('Envoyer le mandat signé', 'Mandat de représentation auprès des caisses.', 103, 'envoi_caisse', '2026-02-14', { isTrashed: true, isRead: true }),
];

/** A fresh copy of the starting list, ids 1 to 23, plus the next id to give. */
export function seedTodos(): { nextId: number; tasks: TodoTask[] } {
  const tasks = SEED.map((seed, i) => ({ ...seed, tags: [...seed.tags], id: i + 1, isTrashed: seed.isTrashed ?? false }));
  return { nextId: tasks.length + 1, tasks };
}
