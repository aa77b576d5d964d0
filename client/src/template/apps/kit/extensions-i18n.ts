import { registerStrings } from '@/components/ui/i18n';

/** Strings of the kit’s pages of what comes over the screen (dialogs, toasts), under `kit.dialogs` and `kit.toasts`. */
const fr = {
  kit: {
    dialogs: {
      title: 'Fenêtres et notifications',
      subtitle: 'Les fenêtres de dialogue, la confirmation avant suppression et les toasts.',
      dialog: {
        title: 'Fenêtre de dialogue',
        purpose: 'Une tâche courte par-dessus l’écran, qui garde le focus jusqu’à sa fermeture (Échap la ferme).',
        usage: 'Pour une saisie brève ou un détail ; pour un formulaire long, une page ou un panneau latéral.',
        open: 'Ouvrir la fenêtre',
        heading: 'Envoyer le récapitulatif',
        body: 'Le récapitulatif du dossier sera envoyé au client par e-mail.',
        send: 'Envoyer',
        cancel: 'Annuler',
        sent: 'Récapitulatif envoyé (démonstration).',
      },
      confirm: {
        title: 'Confirmation',
        purpose: 'La question posée avant une action qu’on ne peut pas défaire, le bouton dangereux en rouge.',
        usage: 'Avant chaque suppression ; jamais pour une action anodine.',
        open: 'Supprimer le document',
        text: 'Le document « Relevé de carrière.pdf » sera supprimé définitivement.',
        done: 'Document supprimé (démonstration).',
      },
      toasts: {
        title: 'Toasts',
        purpose: 'Un message bref en bas de l’écran, qui dit la suite d’une action puis disparaît.',
        usage: 'Réussite et information s’effacent seules ; erreur et avertissement restent sur leur page jusqu’à ce qu’on les ferme.',
        success: 'Réussite',
        info: 'Information',
        warning: 'Avertissement',
        danger: 'Erreur',
        messages: {
          success: 'Le client a été enregistré.',
          info: 'Une nouvelle version des données est disponible.',
          warning: 'Le fichier dépasse 5 Mo : il sera compressé.',
          danger: 'L’enregistrement a échoué : réessayez.',
        },
      },
    },
    toasts: {
      title: 'Notifications (toasts)',
      subtitle: 'Les messages brefs qui disent la suite d’une action : leurs types, leur durée, leur place.',
      kinds: {
        title: 'Types',
        purpose: 'Réussite et information en vert et en bleu, avertissement en orange, erreur en rouge, chacun avec son icône.',
        usage: 'Un toast par action terminée ; jamais pour une information que l’utilisateur doit garder sous les yeux.',
      },
      stack: {
        title: 'Plusieurs à la fois',
        purpose: 'Les toasts s’empilent en bas de l’écran, quatre au plus ; le même message deux fois ne s’affiche qu’une.',
        usage: 'Laissez le produit empiler : un double clic ne doit pas couvrir l’écran de messages identiques.',
        three: 'Envoyer trois toasts',
        twice: 'Le même message deux fois',
        first: 'Le contrat n° 2026-014 est signé.',
        second: 'Le relevé de carrière est ajouté au dossier.',
        third: 'Le rendez-vous du 12 mars est confirmé.',
      },
      outcome: {
        title: 'Après une action',
        purpose: 'Le bouton reste occupé pendant l’enregistrement, puis un toast dit ce qui s’est passé.',
        usage: 'Une réussite s’efface seule ; une erreur reste sur la page jusqu’à ce qu’on la ferme ou qu’on la quitte.',
        note: 'Note sur le dossier',
        noteValue: 'Rappeler Mme Martin après réception du relevé.',
        fail: 'Simuler une panne du serveur',
        save: 'Enregistrer la note',
        saving: 'Enregistrement…',
        saved: 'La note est enregistrée.',
        failed: 'Le serveur n’a pas répondu : rien n’a été enregistré.',
      },
    },
  },
};

const en: typeof fr = {
  kit: {
    dialogs: {
      title: 'Dialogs and notifications',
      subtitle: 'Dialogs, the confirmation before a deletion and toasts.',
      dialog: {
        title: 'Dialog',
        purpose: 'A short task over the screen that keeps the focus until it closes (Escape closes it).',
        usage: 'For a short input or a detail; for a long form, a page or a side panel.',
        open: 'Open the dialog',
        heading: 'Send the summary',
        body: 'The file’s summary will be e-mailed to the client.',
        send: 'Send',
        cancel: 'Cancel',
        sent: 'Summary sent (demo).',
      },
      confirm: {
        title: 'Confirmation',
        purpose: 'The question asked before an action that cannot be undone, the dangerous button in red.',
        usage: 'Before every deletion; never for a harmless action.',
        open: 'Delete the document',
        text: 'The document “Career statement.pdf” will be deleted for good.',
        done: 'Document deleted (demo).',
      },
      toasts: {
        title: 'Toasts',
        purpose: 'A short message at the bottom of the screen that tells the outcome of an action, then goes away.',
        usage: 'Success and information fade by themselves; errors and warnings stay on their page until closed.',
        success: 'Success',
        info: 'Information',
        warning: 'Warning',
        danger: 'Error',
        messages: {
          success: 'The client has been saved.',
          info: 'A new version of the data is available.',
          warning: 'The file is over 5 MB: it will be compressed.',
          danger: 'Saving failed: try again.',
        },
      },
    },
    toasts: {
      title: 'Notifications (toasts)',
      subtitle: 'The short messages that tell an action’s outcome: their kinds, how long they stay, where.',
      kinds: {
        title: 'Kinds',
        purpose: 'Success and information in green and blue, warning in orange, error in red, each with its icon.',
        usage: 'One toast per finished action; never for information the user must keep in view.',
      },
      stack: {
        title: 'Several at once',
        purpose: 'Toasts stack at the bottom of the screen, four at most; the same message twice shows once.',
        usage: 'Let the product stack them: a double click must not cover the screen with the same message.',
        three: 'Send three toasts',
        twice: 'The same message twice',
        first: 'Contract no. 2026-014 is signed.',
        second: 'The career statement is added to the file.',
        third: 'The appointment of 12 March is confirmed.',
      },
      outcome: {
        title: 'After an action',
        purpose: 'The button stays busy while saving, then a toast tells what happened.',
        usage: 'A success fades by itself; an error stays on the page until closed or left.',
        note: 'Note on the file',
        noteValue: 'Call Mrs Martin back once the statement has come.',
        fail: 'Simulate a server failure',
        save: 'Save the note',
        saving: 'Saving…',
        saved: 'The note is saved.',
        failed: 'The server did not answer: nothing was saved.',
      },
    },
  },
};

registerStrings(fr, en);
