import t from 'tap';
import { agreementOf, contractLabel, elidesBefore, nameInContractLabel, ofName } from '../../shared/french.js';

t.test('« de » or « d’ » before a name: a table of names', async (t) => {
  const table: Array<[string, string, string]> = [
    ['Hélène Dubois', 'd’Hélène Dubois', 'a mute h with an accent'],
    ['Antoine Martin', 'd’Antoine Martin', 'a vowel'],
    ['Émilie Roux', 'd’Émilie Roux', 'an accented capital vowel'],
    ['Éric', 'd’Éric', ''],
    ['Ève', 'd’Ève', ''],
    ['Œdipe', 'd’Œdipe', 'a ligature'],
    ['Isabelle', 'd’Isabelle', ''],
    ['Océane', 'd’Océane', ''],
    ['Ulysse', 'd’Ulysse', ''],
    ['Henri Leroy', 'd’Henri Leroy', 'a mute h'],
    ['Hervé', 'd’Hervé', ''],
    ['Hugo', 'd’Hugo', ''],
    ['Yves Robert', 'd’Yves Robert', 'a y said as a vowel'],
    ['Yvonne', 'd’Yvonne', ''],
    ['Yann Le Gall', 'de Yann Le Gall', 'a y said /j/'],
    ['Yolande', 'de Yolande', ''],
    ['Yasmine', 'de Yasmine', ''],
    ['Hugues Capet', 'de Hugues Capet', 'an aspirated h'],
    ['Hamid', 'de Hamid', ''],
    ['Julien Moreau', 'de Julien Moreau', 'a consonant'],
    ['Bernard Petit', 'de Bernard Petit', ''],
    ['Wilfried', 'de Wilfried', ''],
    ['  Anne-Marie  ', 'd’Anne-Marie', 'trimmed, a compound first name'],
    ['antoine', 'd’antoine', 'lower case'],
    ['ÉLODIE', 'd’ÉLODIE', 'upper case'],
    ['3F Conseil', 'de 3F Conseil', 'a digit'],
    ['« Arnaud »', 'de « Arnaud »', 'a symbol first'],
  ];
  for (const [name, expected, why] of table) t.equal(ofName(name), expected, why ? `${name}: ${why}` : name);
  t.notOk(elidesBefore(''), 'nothing: « de »');
  t.notOk(elidesBefore('   '));
});

t.test("a contract's label, and the name read back from it (older labels too)", async (t) => {
  t.equal(contractLabel('Hélène Dubois'), 'Contrat d’Hélène Dubois');
  t.equal(contractLabel('Julien Moreau'), 'Contrat de Julien Moreau');
  t.equal(nameInContractLabel('Contrat d’Hélène Dubois'), 'Hélène Dubois');
  t.equal(nameInContractLabel("Contrat d'Antoine Martin"), 'Antoine Martin', 'a typewriter apostrophe');
  t.equal(nameInContractLabel('Contrat de Hélène Dubois'), 'Hélène Dubois', 'a label made before the rule');
  t.equal(nameInContractLabel('contrat de  Julien Moreau '), 'Julien Moreau');
  t.equal(nameInContractLabel('Audit retraite 2024'), null, 'a label typed otherwise');
  t.equal(nameInContractLabel('Contrat de'), null, 'no name');
  t.equal(nameInContractLabel('Contrat dépendance'), null, 'a word that starts with d');
});

t.test("the agreement with a person's civility: male, female, or the neutral wording", async (t) => {
  for (const civility of ['M.', 'M', 'Monsieur', 'monsieur', 'Mr']) t.equal(agreementOf(civility), 'male', civility);
  for (const civility of ['Mme', 'Madame', 'Mlle', 'Mademoiselle', 'Mrs']) t.equal(agreementOf(civility), 'female', civility);
  for (const civility of [null, undefined, '', 'Dr', 'Maître']) t.equal(agreementOf(civility), undefined, `${String(civility)}: neutral`);
});
