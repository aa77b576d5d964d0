import { registerStrings } from '@/components/ui/i18n';

/** Strings of the new contract screen, under `contracts.create`. */
const fr = {
  contracts: {
    create: {
      title: 'Nouveau contrat',
      subtitle: 'Pour {{name}}, à partir du modèle de contrat.',
      documentTitle: 'Nouveau contrat',
      client: 'Client',
      save: 'Enregistrer le contrat',
      saving: 'Enregistrement…',
      created: 'Contrat créé',
      createdWithStatus: 'Contrat créé. Le dossier du client est passé en « En attente ».',
      fileStatus: 'Statut du dossier :',
      noStatus: 'non renseigné',
      moveStatus: 'Passer le dossier en « {{status}} »',
      statusWillMove: 'À l’enregistrement du contrat, le dossier passera de « {{from}} » à « {{to}} ».',
      statusStays: 'Le statut du dossier ne change pas.',
      noSection: 'Choisissez au moins une prestation.',
      clientNotFound: 'Ce client est introuvable.',
      backToClient: 'Retour à la fiche client',
      settings: 'Contrat',
    },
  },
};

const en: typeof fr = {
  contracts: {
    create: {
      title: 'New contract',
      subtitle: 'For {{name}}, from the contract template.',
      documentTitle: 'New contract',
      client: 'Client',
      save: 'Save the contract',
      saving: 'Saving…',
      created: 'Contract created',
      createdWithStatus: 'Contract created. The client’s file moved to “Pending”.',
      fileStatus: 'File status:',
      noStatus: 'not set',
      moveStatus: 'Move the file to “{{status}}”',
      statusWillMove: 'When the contract is saved, the file moves from “{{from}}” to “{{to}}”.',
      statusStays: 'The file status does not change.',
      noSection: 'Choose at least one service.',
      clientNotFound: 'This client cannot be found.',
      backToClient: 'Back to the client record',
      settings: 'Contract',
    },
  },
};

registerStrings(fr, en);
