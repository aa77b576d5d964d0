/**
 * The read model's answers equal the ones computed the old way on the same rows (filter, search,
 * stable sort and page over the whole list, list-query.ts), whatever the rows, the queries and the
 * rows written or deleted in between: a property test over pseudo-random data.
 */
import t from 'tap';
import { ListSnapshot, type ListShape } from '../../server/read-model/list-snapshot.js';
import { fold, matches, paginate, sortBy } from '../../server/read-model/list-query.js';
import { phoneDigits } from '../../shared/validation.js';

interface Row {
  id: number;
  name: string;
  city: string | null;
  phone: string;
  amount: number | null;
  day: string;
  owner: number;
}

function prng(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
}

const NAMES = ['Lefèvre', 'Lefevre', 'lefèvre', 'Émile', 'Emile', 'Zoé', 'dupont', 'Dupont', 'D’Artagnan', 'de la Tour', 'Œuvre', 'oeuvre', 'Alice 10', 'Alice 9', '', 'Ñuñez', 'Müller', 'Muller'];
const CITIES = ['Paris', 'paris', 'Lyon', 'Évry', 'evry', '', null];
const SORTS = ['name', 'city', 'amount', 'day'] as const;

const shape: ListShape<Row> = {
  idOf: (row) => row.id,
  sortValue: (row, key) => row[key as (typeof SORTS)[number]],
  searchOf: (row) => ({ haystack: fold([row.name, row.city ?? ''].join(' ')), phones: [phoneDigits(row.phone)] }),
};

function randomRow(random: () => number, id: number): Row {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  return {
    id,
    name: `${pick(NAMES)} ${pick(NAMES)}`.trim(),
    city: pick(CITIES),
    phone: random() < 0.5 ? `06 ${Math.floor(random() * 90 + 10)} 12 34 ${Math.floor(random() * 90 + 10)}` : '',
    amount: random() < 0.2 ? null : Math.floor(random() * 5) * 100,
    day: `2026-0${Math.floor(random() * 3) + 1}-1${Math.floor(random() * 3)}`,
    owner: Math.floor(random() * 3),
  };
}

const QUERIES = ['', 'lef', 'LEFEVRE', 'emile dupont', 'paris', 'evry', '06 1', '12 34', 'zo', 'muller', 'oeuvre', 'd’art', 'alice 1'];

t.test('the same answers as the old way, across random rows, queries and writes', async (t) => {
  const random = prng(7);
  let checked = 0;
  for (let round = 0; round < 40; round++) {
    const rows = Array.from({ length: Math.floor(random() * 120) + 1 }, (_, i) => randomRow(random, i + 1));
    const snapshot = new ListSnapshot(shape, rows);
    // The reference: the rows in their slots' order (new ones last, deleted ones gone).
    let reference = [...rows];
    let nextId = rows.length + 1;
    for (let step = 0; step < 25; step++) {
      const roll = random();
      if (roll < 0.15 && reference.length > 0) {
        const victim = reference[Math.floor(random() * reference.length)];
        snapshot.remove(victim.id);
        reference = reference.filter((row) => row.id !== victim.id);
      } else if (roll < 0.35 && reference.length > 0) {
        const changed = { ...randomRow(random, reference[Math.floor(random() * reference.length)].id) };
        snapshot.put(changed);
        reference = reference.map((row) => (row.id === changed.id ? changed : row));
      } else if (roll < 0.45) {
        const added = randomRow(random, nextId++);
        snapshot.put(added);
        reference.push(added);
      }
      const q = QUERIES[Math.floor(random() * QUERIES.length)];
      const owner = random() < 0.4 ? Math.floor(random() * 3) : null;
      const sort = random() < 0.2 ? null : { key: SORTS[Math.floor(random() * SORTS.length)], order: random() < 0.5 ? ('asc' as const) : ('desc' as const) };
      const perPage = [10, 25, 50][Math.floor(random() * 3)];
      const page = Math.floor(random() * 4) + 1;
      const got = await snapshot.query({
        filterKey: `owner${owner}`,
        keep: owner === null ? undefined : (row) => row.owner === owner,
        q,
        ...(sort ? { sort } : {}),
        page,
        perPage,
      });
      const kept = reference.filter((row) => (owner === null || row.owner === owner) && matches(q, [row.name, row.city ?? ''], [row.phone]));
      const expected = paginate(sort ? sortBy(kept, (row) => row[sort.key], sort.order) : kept, page, perPage);
      if (JSON.stringify(got) !== JSON.stringify(expected)) {
        t.same(got, expected, `round ${round}, step ${step}: q="${q}" owner=${owner} sort=${JSON.stringify(sort)} page ${page}`);
        return;
      }
      checked += 1;
    }
  }
  t.ok(checked > 900, `${checked} answers equal`);
});

t.test('a sort is built once, then kept up to date row by row', async (t) => {
  const rows = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, name: `Nom ${5000 - i}`, city: null, phone: '', amount: i % 7, day: '2026-01-01', owner: 0 }));
  const snapshot = new ListSnapshot(shape, rows);
  const first = await snapshot.query({ filterKey: '', sort: { key: 'name', order: 'asc' }, perPage: 3 });
  t.same(first.items.map((row) => row.name), ['Nom 1', 'Nom 2', 'Nom 3'], 'numbers in names compare as numbers');
  snapshot.put({ id: 99999, name: 'Nom 0', city: null, phone: '', amount: 1, day: '2026-01-01', owner: 0 });
  const after = await snapshot.query({ filterKey: '', sort: { key: 'name', order: 'asc' }, perPage: 2 });
  t.same(after.items.map((row) => row.name), ['Nom 0', 'Nom 1'], 'a new row takes its place');
  t.equal(after.total, 5001);
  snapshot.remove(99999);
  t.same((await snapshot.query({ filterKey: '', sort: { key: 'name', order: 'asc' }, perPage: 1 })).items[0].name, 'Nom 1', 'a deleted row leaves it');
});

t.test('a list read anew is adopted when it keeps the order: the same answers as a new snapshot, and nothing recomputed when nothing changed', async (t) => {
  const random = prng(11);
  const base = Array.from({ length: 300 }, (_, i) => randomRow(random, i + 1));
  const snapshot = new ListSnapshot(shape, base);
  await snapshot.query({ filterKey: '', sort: { key: 'name', order: 'asc' } });
  const revision = snapshot.revision;
  t.ok(snapshot.adopt([...base]), 'the same rows: adopted');
  t.equal(snapshot.revision, revision, 'nothing changed, nothing computed from the rows is dropped');

  let rows = [...base];
  let nextId = 301;
  let adopted = 0;
  for (let round = 0; round < 30; round++) {
    // The firm changed a few rows in place, dropped some and added some at the end.
    rows = rows.filter(() => random() > 0.02).map((row) => (random() < 0.05 ? randomRow(random, row.id) : row));
    for (let i = 0; i < 3; i++) rows.push(randomRow(random, nextId++));
    if (!snapshot.adopt(rows)) continue;
    adopted += 1;
    const fresh = new ListSnapshot(shape, rows);
    for (const q of ['', 'lef', 'paris']) {
      for (const sort of [undefined, { key: 'name', order: 'asc' as const }, { key: 'amount', order: 'desc' as const }]) {
        const ask = { filterKey: '', q, ...(sort ? { sort } : {}), perPage: 1000 };
        t.same(await snapshot.query(ask), await fresh.query(ask), `round ${round}: q="${q}" sort=${JSON.stringify(sort)}`);
      }
    }
  }
  t.ok(adopted >= 5, `${adopted} reads adopted`);
});

t.test('a list read anew in another order, or with many rows changed, is not adopted: nothing of the snapshot changes', async (t) => {
  const random = prng(13);
  const rows = Array.from({ length: 500 }, (_, i) => randomRow(random, i + 1));
  const snapshot = new ListSnapshot(shape, rows);
  const revision = snapshot.revision;
  t.notOk(snapshot.adopt([rows[1], rows[0], ...rows.slice(2)]), 'two rows swapped');
  t.notOk(snapshot.adopt([randomRow(random, 999), ...rows]), 'a new row first');
  t.notOk(snapshot.adopt(rows.map((row) => ({ ...row }))), 'every row changed');
  t.notOk(snapshot.adopt([...rows, rows[0]]), 'an id twice');
  t.equal(snapshot.revision, revision);
  t.same((await snapshot.query({ filterKey: '', perPage: 1000 })).items, rows);
});
