/**
 * The former clients' CSV (GET /api/former-clients/export.csv, streamed by the BFF from the read model,
 * and journaled: it is a look at personal data): one row per former client, dates as DD/MM/YYYY, in
 * French or English (the caller's interface language).
 */
import { frenchDay } from './contracts-csv.js';
import type { CsvValue } from './csv.js';
import type { Language } from './schemas/config.js';
import type { FormerClient } from './schemas/former-clients.js';

export const FORMER_CLIENTS_CSV_HEADER: Record<Language, readonly string[]> = {
  fr: ['Référence', 'Civilité', 'Prénom', 'Nom', 'Email', 'Téléphone mobile', 'Téléphone fixe', 'Adresse', 'Code postal', 'Ville', 'Pays', 'Date de naissance', 'Expert responsable', 'Date de création'],
  en: ['Reference', 'Title', 'First name', 'Last name', 'Email', 'Mobile phone', 'Landline', 'Address', 'Postal code', 'City', 'Country', 'Date of birth', 'Responsible expert', 'Created on'],
};

export const FORMER_CLIENTS_CSV_FILE: Record<Language, string> = { fr: 'anciens-clients', en: 'former-clients' };

/** The cells of one former client, in the header's order. */
export function formerClientCsvCells(c: FormerClient): CsvValue[] {
  return [
    c.id,
    c.civility ?? '',
    c.firstName,
    c.lastName,
    c.email,
    c.mobilePhone,
    c.officePhone,
    [c.address.address, c.address.address2].filter(Boolean).join(', '),
    c.address.zipCode,
    c.address.city,
    c.address.country,
    frenchDay(c.birthDate),
    c.expertName ?? '',
    frenchDay(c.createdAt),
  ];
}
