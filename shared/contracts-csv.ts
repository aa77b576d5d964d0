/**
 * The contracts' CSV (GET /api/contracts/export.csv, streamed by the BFF from the read model): one
 * row per contract, amounts as numbers from cents, yes/no, states and payment methods in words, dates
 * as DD/MM/YYYY on the firm's clock (Paris), in French or English (the caller's interface language).
 */
import { amountCell, type CsvValue } from './csv.js';
import { firmDayNumber, isoDayOfNumber } from './firm-day.js';
import type { Language } from './schemas/config.js';
import type { ContractListItem, ContractState } from './schemas/contracts.js';

export const CONTRACTS_CSV_HEADER: Record<Language, readonly string[]> = {
  fr: ['Réf.', 'Contrat', 'Client', 'Prestations', 'Montant TTC', 'Acompte', 'Acompte versé', 'Date acompte', 'Solde', 'Solde versé', 'Date solde', 'État', 'Mode de paiement', 'Créé le', 'Modifié le'],
  en: ['Ref.', 'Contract', 'Client', 'Services', 'Amount incl. VAT', 'Deposit', 'Deposit paid', 'Deposit date', 'Balance', 'Balance paid', 'Balance date', 'State', 'Payment method', 'Created on', 'Modified on'],
};

const WORDS: Record<Language, { yes: string; no: string; states: Record<ContractState, string>; methods: Record<string, string> }> = {
  fr: {
    yes: 'Oui',
    no: 'Non',
    states: { 'En attente': 'En attente', 'En cours': 'En cours', Terminé: 'Terminé', Perdu: 'Perdu' },
    methods: {},
  },
  en: {
    yes: 'Yes',
    no: 'No',
    states: { 'En attente': 'Pending', 'En cours': 'In progress', Terminé: 'Finished', Perdu: 'Lost' },
    methods: { 'Virement bancaire': 'Bank transfer', 'Chèque de banque': 'Banker’s draft', 'Carte bancaire': 'Bank card', Espèces: 'Cash', Autre: 'Other' },
  },
};

/** Each day's DD/MM/YYYY, by its number (firm-day.ts), written once. */
const frenchDays = new Map<number, string>();

/** 'YYYY-MM-DD' or an ISO date-time as the firm reads it: DD/MM/YYYY ('' when absent or unreadable). */
export function frenchDay(value: string | null | undefined): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  const day = firmDayNumber(time);
  let written = frenchDays.get(day);
  if (written === undefined) {
    const [y, m, d] = isoDayOfNumber(day).split('-');
    if (frenchDays.size >= 100_000) frenchDays.clear();
    frenchDays.set(day, (written = `${d}/${m}/${y}`));
  }
  return written;
}

/** The cells of one contract, in the header's order; a payment method the firm typed itself is written as stored. */
export function contractCsvCells(c: ContractListItem, language: Language): CsvValue[] {
  const words = WORDS[language];
  return [
    c.reference,
    c.label,
    c.clientName,
    c.services.join(' / '),
    amountCell(c.totalTtcCents),
    amountCell(c.depositCents),
    c.depositPaid ? words.yes : words.no,
    frenchDay(c.depositDate),
    amountCell(c.balanceCents),
    c.balancePaid ? words.yes : words.no,
    frenchDay(c.balanceDate),
    words.states[c.state],
    c.paymentMethod ? (words.methods[c.paymentMethod] ?? c.paymentMethod) : '',
    frenchDay(c.createdAt),
    frenchDay(c.updatedAt),
  ];
}
