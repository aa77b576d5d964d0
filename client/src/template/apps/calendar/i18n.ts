import { registerStrings } from '@/components/ui/i18n';
import { bilingual } from '@/i18n/bilingual';

/** The event labels (the calendars) and the views' names. */
const SETS = bilingual({
  labels: { Personal: ['Personnel', 'Personal'], Business: ['Professionnel', 'Business'], Family: ['Famille', 'Family'], Holiday: ['Congés', 'Holiday'], ETC: ['Autre', 'Other'] },
  views: { month: ['Mois', 'Month'], week: ['Semaine', 'Week'], day: ['Jour', 'Day'], today: ['Aujourd’hui', 'Today'] },
});

const fr = {
  calendar: {
    ...SETS.fr,
    title: 'Calendrier',
    subtitle: 'Vos rendez-vous et événements (démonstration).',
    add: 'Ajouter un événement',
    filters: 'Calendriers',
    filtersLabel: 'Calendriers affichés',
    showAll: 'Tout afficher',
    calendarLabel: 'Calendrier des événements',
    allDayText: 'Journée',
    newTitle: 'Nouvel événement',
    editTitle: 'Modifier l’événement',
    form: {
      title: 'Titre',
      label: 'Calendrier',
      allDay: 'Toute la journée',
      start: 'Début',
      end: 'Fin',
      endDay: 'Dernier jour',
      titleRequired: 'Le titre est obligatoire.',
      startRequired: 'Indiquez le début.',
      endRequired: 'Indiquez la fin.',
      endBeforeStart: 'La fin doit suivre le début.',
      submitAdd: 'Ajouter',
      submitEdit: 'Enregistrer',
      cancel: 'Annuler',
      delete: 'Supprimer',
    },
    deleteConfirm: 'Supprimer l’événement « {{title}} » ?',
    added: 'Événement ajouté',
    updated: 'Événement mis à jour',
    moved: 'Événement déplacé',
    deleted: 'Événement supprimé',
    loadError: 'Les événements n’ont pas pu être chargés.',
    retry: 'Réessayer',
  },
};

const en: typeof fr = {
  calendar: {
    ...SETS.en,
    title: 'Calendar',
    subtitle: 'Your appointments and events (demo).',
    add: 'Add an event',
    filters: 'Calendars',
    filtersLabel: 'Calendars shown',
    showAll: 'Show all',
    calendarLabel: 'Events calendar',
    allDayText: 'All day',
    newTitle: 'New event',
    editTitle: 'Edit the event',
    form: {
      title: 'Title',
      label: 'Calendar',
      allDay: 'All day',
      start: 'Start',
      end: 'End',
      endDay: 'Last day',
      titleRequired: 'The title is required.',
      startRequired: 'Give the start.',
      endRequired: 'Give the end.',
      endBeforeStart: 'The end must follow the start.',
      submitAdd: 'Add',
      submitEdit: 'Save',
      cancel: 'Cancel',
      delete: 'Delete',
    },
    deleteConfirm: 'Delete the event “{{title}}”?',
    added: 'Event added',
    updated: 'Event updated',
    moved: 'Event moved',
    deleted: 'Event deleted',
    loadError: 'The events could not be loaded.',
    retry: 'Retry',
  },
};

registerStrings(fr, en);
