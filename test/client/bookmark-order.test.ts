import t from 'tap';
import { BOOKMARK_BAR_SIZE, type Bookmark } from '@shared/schemas/bookmarks';
import { groupBookmarks, moveId, withOrder, withStar } from '@/features/bookmarks/bookmark-order';

const bookmark = (id: string, starred: boolean): Bookmark => ({ id, title: id, link: `/${id}`, icon: 'Circle', target: id, starred });
const ids = (list: readonly Bookmark[]) => list.map((b) => b.id);
const stars = (list: readonly Bookmark[]) => list.map((b) => `${b.id}${b.starred ? '*' : ''}`);

t.test('the bar holds the first starred pages, the overflow the rest', async (t) => {
  t.equal(BOOKMARK_BAR_SIZE, 10);
  const list = [
    ...Array.from({ length: 12 }, (_, i) => bookmark(`s${i + 1}`, true)),
    bookmark('plain', false),
  ];
  const groups = groupBookmarks([list[12], ...list.slice(0, 12)]);
  t.same(ids(groups.bar), ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10']);
  t.same(ids(groups.overflow), ['s11', 's12']);
  t.equal(groups.starred.length, 12, 'un-starred pages are in none of the groups');

  const exactly = groupBookmarks(list.slice(0, 10));
  t.equal(exactly.bar.length, 10);
  t.same(exactly.overflow, [], 'ten starred: nothing overflows');
  t.same(groupBookmarks([]), { bar: [], overflow: [], starred: [] });
});

t.test('moving an id in the order', async (t) => {
  const order = ['a', 'b', 'c', 'd'];
  t.same(moveId(order, 0, 2), ['b', 'c', 'a', 'd'], 'forwards');
  t.same(moveId(order, 3, 0), ['d', 'a', 'b', 'c'], 'to the front');
  t.same(moveId(order, 1, 1), order, 'to its own place');
  t.same(moveId(order, 0, 99), ['b', 'c', 'd', 'a'], 'past the end: last');
  t.same(moveId(order, 2, -5), ['c', 'a', 'b', 'd'], 'before the start: first');
  t.same(order, ['a', 'b', 'c', 'd'], 'the given order is left untouched');
});

t.test('a star toggle as the BFF will answer it', async (t) => {
  const list = [bookmark('a', true), bookmark('b', true), bookmark('c', false), bookmark('d', false)];
  t.same(stars(withStar(list, 'd', true)), ['a*', 'b*', 'd*', 'c'], 'starring appends after the starred ones');
  t.same(stars(withStar(list, 'a', false)), ['b*', 'a', 'c', 'd'], 'un-starring puts it first of the others');
  t.same(stars(withStar(list, 'b', true)), ['a*', 'b*', 'c', 'd'], 'starring a starred page keeps its place at the end');
  t.same(stars(withStar(list, 'zz', true)), stars(list), 'an unknown id changes nothing');
  t.not(withStar(list, 'zz', true), list, 'but still answers a new array');
  t.equal(list[3].starred, false, 'the given list is left untouched');
});

t.test('the starred pages in a new order', async (t) => {
  const list = [bookmark('a', true), bookmark('x', false), bookmark('b', true), bookmark('c', true), bookmark('y', false)];
  t.same(stars(withOrder(list, ['c', 'a', 'b'])), ['c*', 'a*', 'b*', 'x', 'y'], 'starred in the order, then the others as they were');
  t.same(stars(withOrder(list, ['b', 'gone', 'a', 'c'])), ['b*', 'a*', 'c*', 'x', 'y'], 'an id no longer listed is skipped');
  t.same(stars(withOrder(list, [])), ['x', 'y'], 'an empty order drops the starred ones (the order lists every one)');
});
