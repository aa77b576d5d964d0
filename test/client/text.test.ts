import t from 'tap';
import { initials } from '@/lib/initials';
import { fold, matchesQuery } from '@/lib/text-match';
import { ticks } from '@/components/charts/chart-scale';

t.test('fold: lower case without accents', async (t) => {
  t.equal(fold('Échéance'), 'echeance');
  t.equal(fold('FRANÇOIS Noël-Müller'), 'francois noel-muller');
  t.equal(fold('Œuvre'), 'œuvre', 'a ligature is a letter, not an accent');
  t.equal(fold(''), '');
});

t.test('matchesQuery: every word, in any order, ignoring case and accents', async (t) => {
  t.ok(matchesQuery('Contrat de Hélène Dubois', 'helene'));
  t.ok(matchesQuery('Contrat de Hélène Dubois', 'DUBOIS hél'), 'words in another order, a prefix');
  t.notOk(matchesQuery('Contrat de Hélène Dubois', 'helene martin'), 'every word must appear');
  t.ok(matchesQuery('Échéance du solde', '  echeance   solde '), 'extra spaces');
  t.notOk(matchesQuery('anything', ''), 'an empty query matches nothing');
  t.notOk(matchesQuery('anything', '   '), 'nor does a blank one');
});

t.test('initials', async (t) => {
  t.equal(initials('Camille Martin'), 'CM');
  t.equal(initials('admin'), 'A');
  t.equal(initials('Marie-Claire Le Gall'), 'ML', 'the first name, then the last name from the second word on');
  t.equal(initials({ firstName: 'Marie-Claire', lastName: 'Le Gall' }), 'ML', 'the same from the names given apart');
  t.equal(initials('Jean-Édouard Lemaître'), 'JL');
  t.equal(initials({ firstName: 'Jean-Édouard', lastName: 'Lemaître' }), 'JL');
  t.equal(initials({ firstName: 'Élodie', lastName: 'Ébrard' }), 'ÉÉ', 'accents kept');
  t.equal(initials('élodie durand'), 'ÉD', 'accented capitals');
  t.equal(initials({ firstName: '(Zoé)', lastName: '« Dupont »' }), 'ZD', 'symbols skipped');
  t.equal(initials({ firstName: 'Jean', lastName: 'd’Arcy' }), 'JD', 'a particle is the last name’s first letter');
  t.equal(initials({ firstName: '', lastName: 'Martin' }), 'M', 'no first name');
  t.equal(initials({ firstName: '', lastName: '' }), '?');
  t.equal(initials('jean-pierre'), 'JP', 'a login splits on its hyphen');
  t.equal(initials('camille.martin@cabinet.fr'), 'CM', "an e-mail address: its local part's words");
  t.equal(initials(''), '?');
  t.equal(initials(' - '), '?', 'separators only');
});

t.test('chart ticks: from 0 with a round step, the last at or above the maximum', async (t) => {
  t.same(ticks(100), [0, 25, 50, 75, 100]);
  t.same(ticks(97), [0, 25, 50, 75, 100]);
  t.same(ticks(101), [0, 50, 100, 150]);
  t.same(ticks(3500), [0, 1000, 2000, 3000, 4000]);
  t.same(ticks(1), [0, 0.25, 0.5, 0.75, 1]);
  t.same(ticks(3, { integer: true }), [0, 1, 2, 3], 'whole numbers for counts');
  t.same(ticks(7, { integer: true }), [0, 2, 4, 6, 8]);
  t.same(ticks(1, { integer: true }), [0, 1]);
  t.same(ticks(10, { count: 2 }), [0, 5, 10]);
  t.same(ticks(0), [0, 1], 'nothing to draw');
  t.same(ticks(-5), [0, 1]);
  t.same(ticks(Number.NaN), [0, 1]);
  for (const max of [1, 7, 42, 999, 12_345, 1_363_200]) {
    const scale = ticks(max);
    t.ok(scale.at(-1)! >= max && scale.at(-2)! < max, `${max}: the last tick is the first at or above it`);
  }
});
