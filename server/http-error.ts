/**
 * The one error type routes throw; the app's error handler turns it into `{error, message}`, plus
 * `field` (the input at fault, for the client's form) when one is named.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** more of the answer's body (the record as it is now, with a 412) */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  unauthenticated: 'Session absente ou expirée. Veuillez vous reconnecter.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  csrf: 'En-tête X-CSRF manquant : requête refusée.',
  notFound: 'Ressource introuvable.',
  methodNotAllowed: 'Méthode non autorisée sur cette adresse ; elle accepte :',
  invalidCredentials: 'Email ou mot de passe incorrect.',
  upstreamUnreachable: 'API injoignable.',
  rateLimited: 'Trop de tentatives de connexion. Réessayez dans une minute.',
  payloadTooLarge: 'Requête trop volumineuse.',
  unsupportedMediaType: 'Type de contenu non pris en charge.',
  internal: 'Erreur interne du serveur.',
  storeUnavailable: 'Service momentanément indisponible.',
  passwordChangeRequired: 'Choisissez d’abord votre mot de passe : le mot de passe provisoire ne sert qu’à cela.',
  temporaryPasswordExpired: 'Mot de passe provisoire expiré : demandez-en un nouveau à votre conseiller.',
  editConflict: "Cette fiche a été modifiée par quelqu'un d'autre entre-temps.",
  recordBusy: 'Cette fiche est en cours d’enregistrement par ailleurs : réessayez dans un instant.',
  invalidIfMatch: 'En-tête If-Match invalide : donnez la version entre guillemets, telle que l’ETag la donne ("…"), plusieurs séparées par des virgules, ou *.',
} as const;
