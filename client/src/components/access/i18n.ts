import { registerStrings } from '@/components/ui/i18n';

/** Giving a person a temporary password (client card, member form) and its access letter, under `access.*`. */
const fr = {
  access: {
    give: {
      client: 'Donner l’accès à l’espace client',
      member: 'Donner un mot de passe provisoire',
    },
    reset: 'Réinitialiser le mot de passe',
    state: {
      client: {
        none: 'N’a pas encore accès à l’espace client.',
        temporary: 'Un mot de passe provisoire a été donné ; il n’a pas encore été changé.',
        expired: 'Le mot de passe provisoire a expiré sans avoir été utilisé : il n’ouvre plus l’accès. Donnez-en un nouveau.',
        chosen: 'A choisi son mot de passe.',
      },
      member: {
        none: 'Mot de passe donné à la création du compte.',
        temporary: 'Un mot de passe provisoire a été donné ; il n’a pas encore été changé.',
        expired: 'Le mot de passe provisoire a expiré sans avoir été utilisé : il n’ouvre plus l’accès. Donnez-en un nouveau.',
        chosen: 'A choisi son mot de passe.',
      },
    },
    confirmTitle: {
      give: 'Donner un mot de passe provisoire',
      reset: 'Réinitialiser le mot de passe',
    },
    confirmText: 'Un mot de passe provisoire valable 7 jours sera créé pour {{name}} et affiché une seule fois. Ses sessions ouvertes seront fermées.',
    confirmReset: 'Son mot de passe actuel ne fonctionnera plus : un mot de passe provisoire valable 7 jours sera créé pour {{name}} et affiché une seule fois. Ses sessions ouvertes seront fermées.',
    confirm: 'Créer le mot de passe',
    creating: 'Création…',
    dialogTitle: 'Mot de passe provisoire {{name, of}}',
    shownOnce: 'Ce mot de passe ne sera plus affiché : copiez-le ou imprimez la lettre d’accès maintenant.',
    password: 'Mot de passe provisoire',
    passwordHint: '12 lettres et chiffres, sans espace ni tiret ; majuscules et minuscules comptent.',
    copy: 'Copier le mot de passe',
    copied: 'Copié',
    copyFailed: 'La copie a échoué : sélectionnez le mot de passe pour le copier.',
    email: 'Identifiant (e-mail)',
    address: 'Adresse de connexion',
    expires: 'Valable jusqu’au',
    expiresAt: '{{date}} à {{time}}',
    print: 'Imprimer la lettre d’accès',
    close: 'Fermer',
    cannotResetSelf: 'Changez votre propre mot de passe depuis votre profil.',
    letter: {
      label: 'Lettre d’accès {{name, of}}',
      title: {
        client: 'Votre accès à l’espace client',
        member: 'Votre accès à l’espace de travail',
      },
      issued: 'Remise le {{date}}',
      greeting: 'Bonjour {{name}},',
      greeting_male: 'Bonjour Monsieur {{lastName}},',
      greeting_female: 'Bonjour Madame {{lastName}},',
      intro: {
        client: 'Votre conseiller vous a ouvert l’accès à votre espace client : vous y retrouvez vos documents et l’avancement de votre dossier.',
        member: 'Un mot de passe provisoire vous a été donné pour l’espace de travail du cabinet.',
      },
      credentials: 'Vos identifiants',
      steps: 'Pour vous connecter',
      step1: 'Ouvrez l’adresse de connexion ci-dessus dans votre navigateur.',
      step2: 'Saisissez votre e-mail et le mot de passe provisoire : 12 lettres et chiffres, sans espace ni tiret, en respectant les majuscules et les minuscules.',
      step3: 'Choisissez votre propre mot de passe : le mot de passe provisoire ne servira plus.',
      expiry: {
        client: 'Le mot de passe provisoire expire le {{date}} à {{time}}. Passé ce délai, demandez-en un nouveau à votre conseiller.',
        member: 'Le mot de passe provisoire expire le {{date}} à {{time}}. Passé ce délai, demandez-en un nouveau à l’administrateur du cabinet.',
      },
      confidential: 'Document confidentiel : ne le communiquez à personne. Le cabinet ne vous demandera jamais votre mot de passe.',
      contact: 'Une question ? Contactez le cabinet',
      phone: 'Tél. {{phone}}',
    },
  },
};

const en: typeof fr = {
  access: {
    give: {
      client: 'Give access to the client space',
      member: 'Give a temporary password',
    },
    reset: 'Reset the password',
    state: {
      client: {
        none: 'Has no access to the client space yet.',
        temporary: 'A temporary password was given; it has not been changed yet.',
        expired: 'The temporary password expired unused: it no longer opens the account. Give a new one.',
        chosen: 'Has chosen their password.',
      },
      member: {
        none: 'Password given when the account was created.',
        temporary: 'A temporary password was given; it has not been changed yet.',
        expired: 'The temporary password expired unused: it no longer opens the account. Give a new one.',
        chosen: 'Has chosen their password.',
      },
    },
    confirmTitle: {
      give: 'Give a temporary password',
      reset: 'Reset the password',
    },
    confirmText: 'A temporary password valid for 7 days will be created for {{name}} and shown only once. Their open sessions will end.',
    confirmReset: 'Their current password will stop working: a temporary password valid for 7 days will be created for {{name}} and shown only once. Their open sessions will end.',
    confirm: 'Create the password',
    creating: 'Creating…',
    dialogTitle: 'Temporary password of {{name}}',
    shownOnce: 'This password will not be shown again: copy it or print the access letter now.',
    password: 'Temporary password',
    passwordHint: '12 letters and digits, no space or hyphen; upper and lower case matter.',
    copy: 'Copy the password',
    copied: 'Copied',
    copyFailed: 'Copying failed: select the password to copy it.',
    email: 'User name (e-mail)',
    address: 'Sign-in address',
    expires: 'Valid until',
    expiresAt: '{{date}} at {{time}}',
    print: 'Print the access letter',
    close: 'Close',
    cannotResetSelf: 'Change your own password from your profile.',
    letter: {
      label: 'Access letter of {{name}}',
      title: {
        client: 'Your access to the client space',
        member: 'Your access to the workspace',
      },
      issued: 'Issued on {{date}}',
      greeting: 'Hello {{name}},',
      greeting_male: 'Dear Mr {{lastName}},',
      greeting_female: 'Dear Mrs {{lastName}},',
      intro: {
        client: 'Your adviser has opened your client space: you will find your documents and the progress of your file there.',
        member: 'You have been given a temporary password for the firm’s workspace.',
      },
      credentials: 'Your credentials',
      steps: 'To sign in',
      step1: 'Open the sign-in address above in your browser.',
      step2: 'Enter your e-mail and the temporary password: 12 letters and digits, no space or hyphen, upper and lower case as printed.',
      step3: 'Choose your own password: the temporary one will no longer work.',
      expiry: {
        client: 'The temporary password expires on {{date}} at {{time}}. After that, ask your adviser for a new one.',
        member: 'The temporary password expires on {{date}} at {{time}}. After that, ask the firm’s administrator for a new one.',
      },
      confidential: 'Confidential: share it with no one. The firm will never ask you for your password.',
      contact: 'A question? Contact the firm',
      phone: 'Tel. {{phone}}',
    },
  },
};

registerStrings(fr, en);
