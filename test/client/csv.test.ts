// The CSV exports as French Excel opens them: UTF-8 with a BOM, ';' between cells, CRLF between
// lines, amounts as French decimals, and no cell a spreadsheet would run as a formula.
import t from 'tap';
import type { ContractListItem } from '@shared/schemas/contracts';
import type { FormerClient } from '@shared/schemas/former-clients';
import { defaultFeeForm } from '@shared/fees';
import { amountCell, csvCell, frenchDecimal, toCsv } from '@shared/csv';
import { formerClientCsvCells } from '@shared/former-clients-csv';
import { CONTRACTS_CSV_HEADER, contractCsvCells } from '@shared/contracts-csv';
import { aContract, aFormerClient } from '../helpers/fixtures.js';

const BOM = '\ufeff';

t.test('one cell', async (t) => {
  t.equal(csvCell('Dupont'), 'Dupont', 'plain text as it is');
  t.equal(csvCell(''), '');
  t.equal(csvCell('Dupont; Martin'), '"Dupont; Martin"', 'a semicolon is quoted');
  t.equal(csvCell('le "Cabinet"'), '"le ""Cabinet"""', 'quotes are doubled inside quotes');
  t.equal(csvCell('12 rue Haute\nBât. B'), '"12 rue Haute\nBât. B"', 'a line break is quoted');
  t.equal(csvCell('a\r\nb'), '"a\r\nb"');
  t.equal(csvCell('Paris, 75001'), 'Paris, 75001', 'a comma needs no quotes with ; as separator');
});

t.test('no text cell runs as a formula: =, +, -, @, tab and CR are defused, whatever follows', async (t) => {
  t.equal(csvCell('=SUM(A1:A9)'), "'=SUM(A1:A9)");
  t.equal(csvCell('@cmd'), "'@cmd");
  t.equal(csvCell('-cmd|calc'), "'-cmd|calc");
  t.equal(csvCell('+cmd'), "'+cmd");
  t.equal(csvCell('\tx'), "'\tx");
  t.equal(csvCell('\rx'), `"'\rx"`, 'defused, then quoted for its CR');
  t.equal(csvCell("-1+cmd|' /C calc'!A0"), "'-1+cmd|' /C calc'!A0", 'a sign and a digit are no excuse');
  t.equal(csvCell('+1 (555) cmd'), "'+1 (555) cmd", 'nor a sign and a space or a bracket');
  t.equal(csvCell('-(3)'), "'-(3)");
  t.equal(csvCell('+33 6 12 34 56 78'), "'+33 6 12 34 56 78", 'a phone typed with +33 is text: defused too');
  t.equal(csvCell('=HYPERLINK("http://x";"y")'), `"'=HYPERLINK(""http://x"";""y"")"`, 'defused, then quoted');
  t.equal(csvCell('a=b'), 'a=b', 'only a leading sign counts');
});

t.test('numbers and amounts are written as numbers, never through the text path', async (t) => {
  t.equal(csvCell(42), '42');
  t.equal(csvCell(-3), '-3', 'a negative number stays a number');
  t.equal(csvCell(amountCell(-1250)), '-12,50', 'a negative amount stays a number');
  t.equal(csvCell(Number.NaN), '', 'no number is an empty cell');
  t.equal(toCsv(['Nom', 'Ville'], []), `${BOM}Nom;Ville\r\n`, 'no rows: the header alone');
  t.equal(
    toCsv(['Nom', 'Montant'], [['Dupont; fils', amountCell(123450)], ['=1+1', 7]]),
    `${BOM}Nom;Montant\r\n"Dupont; fils";1234,50\r\n'=1+1;7\r\n`,
  );
});

t.test('amounts in cents as French decimals', async (t) => {
  t.equal(frenchDecimal(0), '0,00');
  t.equal(frenchDecimal(5), '0,05');
  t.equal(frenchDecimal(50), '0,50');
  t.equal(frenchDecimal(123450), '1234,50', 'no thousands separator, no currency');
  t.equal(frenchDecimal(1363200), '13632,00');
  t.equal(frenchDecimal(-5), '-0,05', 'the sign of a refund under one euro is kept');
  t.equal(frenchDecimal(-123456), '-1234,56');
});


/** The former clients' CSV as the BFF writes it (GET /api/former-clients/export.csv): shared/former-clients-csv.ts's cells. */
const formerClientsCsv = (header: string[], rows: FormerClient[]) => toCsv(header, rows.map(formerClientCsvCells));

t.test('former clients: one row per client, in the header order', async (t) => {
  const header = ['Id', 'Civilité', 'Prénom', 'Nom', 'E-mail', 'Mobile', 'Bureau', 'Adresse', 'CP', 'Ville', 'Pays', 'Naissance', 'Expert', 'Créé le'];
  const csv = formerClientsCsv(header, [
    aFormerClient(),
    aFormerClient({ id: 'L-7', civility: null, firstName: '=cmd', address: { address: 'Rue A', address2: '', zipCode: '', city: '', country: '' }, birthDate: null, createdAt: null, expertName: null, lastName: 'Le "Grand"; Martin' }),
  ]);
  t.ok(csv.startsWith(BOM), 'a BOM so Excel reads UTF-8');
  t.ok(csv.endsWith('\r\n'));
  const lines = csv.slice(1).split('\r\n');
  t.equal(lines.length, 4, 'header, two rows and the final line break');
  t.equal(lines[0], header.join(';'));
  t.equal(
    lines[1],
    "L-42;Mme;Hélène;Dubois;helene.dubois@example.fr;'+33 6 12 34 56 78;;12 rue Haute, Bât. B;75001;Paris;France;09/03/1961;Camille Martin;30/11/2019",
    'the two address lines joined, dates as DD/MM/YYYY',
  );
  t.equal(lines[2], `L-7;;'=cmd;"Le ""Grand""; Martin";helene.dubois@example.fr;'+33 6 12 34 56 78;;Rue A;;;;;;`, 'absent values are empty cells');
  t.equal(lines[3], '');
  t.equal(formerClientsCsv(header, []), `${BOM}${header.join(';')}\r\n`, 'no former clients: the header alone');
});

const contract = (patch: Partial<ContractListItem> = {}): ContractListItem => {
  const { form: _form, texts: _texts, generalConditions: _terms, ...row } = aContract({ form: defaultFeeForm(), totalTtcCents: 1363200, depositCents: 1022400, balanceCents: 340800 });
  return { ...row, ...patch };
};
const contractsCsv = (rows: ContractListItem[], language: 'fr' | 'en' = 'fr') => toCsv(CONTRACTS_CSV_HEADER[language], rows.map((c) => contractCsvCells(c, language)));

t.test('contracts (written by the BFF): amounts as French decimals, yes/no, states and methods in words', async (t) => {
  const csv = contractsCsv([
    contract(),
    contract({ label: 'Contrat; bis', state: 'Terminé', services: [], depositPaid: false, depositDate: null, balancePaid: true, balanceDate: '2026-03-31', paymentMethod: 'Paiement lunaire', totalTtcCents: 5, depositCents: 4, balanceCents: 1 }),
    contract({ paymentMethod: '' }),
  ]);
  const lines = csv.slice(1).split('\r\n');
  t.ok(csv.startsWith(BOM));
  t.equal(lines[0], 'Réf.;Contrat;Client;Prestations;Montant TTC;Acompte;Acompte versé;Date acompte;Solde;Solde versé;Date solde;État;Mode de paiement;Créé le;Modifié le');
  t.equal(lines[1], 'C-7;Contrat d’Hélène Dubois;Hélène Dubois;CH / SIMU;13632,00;10224,00;Oui;03/02/2026;3408,00;Non;;En cours;Virement bancaire;15/01/2026;03/02/2026');
  t.equal(lines[2], 'C-7;"Contrat; bis";Hélène Dubois;;0,05;0,04;Non;;0,01;Oui;31/03/2026;Terminé;Paiement lunaire;15/01/2026;03/02/2026', 'a method without a translation is written as stored');
  t.match(lines[3], /;En cours;;15\/01\/2026;/, 'no method: an empty cell');
  t.equal(lines.length, 5);
  t.equal(contractsCsv([]), `${BOM}${lines[0]}\r\n`, 'no contracts: the header alone');
  const english = contractsCsv([contract({ state: 'Perdu', paymentMethod: 'Chèque de banque' })], 'en').slice(1).split('\r\n');
  t.equal(english[0].split(';')[0], 'Ref.', 'in English when asked');
  t.match(english[1], /;Lost;Banker’s draft;/);
  t.match(contractsCsv([contract({ clientName: '-1+cmd|\' /C calc\'!A0' })]), ";'-1+cmd|' /C calc'!A0;", 'a client named as a formula is defused');
});
