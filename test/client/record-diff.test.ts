// What the edit screens compare when two people changed one record: values (nested ones by value),
// the fields each side changed, and the ones both changed differently.
import t from 'tap';
import { changedFields, compareEdits, pickFields, sameValue } from '@/lib/record-diff';

type Card = { city: string; address: { street: string; zip: string }; services: string[]; expertId: number | null; civility?: 'M.' | 'Mme' };
const base: Card = { city: 'Rennes', address: { street: '1 rue Haute', zip: '35000' }, services: ['R1'], expertId: 4, civility: 'Mme' };
const fields = ['city', 'address', 'services', 'expertId', 'civility'] as const;

t.test('values compared by value: objects whatever their keys’ order, lists item by item, none as none', async (t) => {
  t.ok(sameValue({ street: 'a', zip: '1' }, { zip: '1', street: 'a' }));
  t.notOk(sameValue({ street: 'a', zip: '1' }, { street: 'a', zip: '2' }));
  t.ok(sameValue(['R1', 'R2'], ['R1', 'R2']));
  t.notOk(sameValue(['R1', 'R2'], ['R2', 'R1']), 'a list’s order counts');
  t.notOk(sameValue([], {}), 'a list is not an object');
  t.ok(sameValue(null, undefined), 'an unchosen value and a stored null both mean none');
  t.notOk(sameValue(0, null));
  t.notOk(sameValue('', null));
  t.notOk(sameValue(false, undefined));
});

t.test('the fields changed between two versions, in the order of the fields', async (t) => {
  t.same(changedFields(fields, base, { ...base }), []);
  t.same(changedFields(fields, base, { ...base, address: { zip: '35000', street: '1 rue Haute' } }), [], 'the same address rebuilt');
  t.same(changedFields(fields, base, { ...base, expertId: 5, city: 'Brest' }), ['city', 'expertId']);
  t.same(changedFields(fields, base, { ...base, address: { ...base.address, zip: '35200' } }), ['address'], 'a nested change is a change of the field');
});

t.test('my changes against theirs: a field both changed differently is a conflict, the same change is not', async (t) => {
  const current: Card = { ...base, city: 'Brest', address: { ...base.address, zip: '35200' }, expertId: 7 };
  const mine: Card = { ...base, city: 'Quimper', expertId: 7, services: ['R1', 'R2'] };
  const myFields = changedFields(fields, base, mine);
  t.same(myFields, ['city', 'services', 'expertId']);
  t.same(compareEdits(fields, base, current, myFields, mine), { theirs: ['city', 'address', 'expertId'], conflicts: ['city'] }, 'expertId: the same change on both sides');
  t.same(compareEdits(fields, base, current, ['services'], pickFields(mine, ['services'])).conflicts, [], 'nothing in common: applied over theirs');
  t.same(pickFields(mine, ['city', 'services']), { city: 'Quimper', services: ['R1', 'R2'] });
});
