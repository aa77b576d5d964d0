// A list's state in the URL (search, sort, order, page, page size): what a query string means, and
// the query string each change writes. Defaults stay out of the URL.
import t from 'tap';
import {
  DEFAULT_PAGE_SIZE,
  patchParams,
  readPaging,
  readSort,
  readTableState,
  sortPatch,
  type SortConfig,
} from '@/lib/use-url-state';

type Sort = 'createdAt' | 'lastName' | 'email';
const config: SortConfig<Sort> = { sorts: ['createdAt', 'lastName', 'email'], defaultSort: 'createdAt', defaultOrder: 'desc' };
const read = (query: string) => readTableState(new URLSearchParams(query), config);
const patch = (query: string, change: Record<string, string | number | null>, options?: { keepPage?: boolean }) =>
  patchParams(new URLSearchParams(query), change, options).toString();

t.test('an empty query string is the default state', async (t) => {
  t.equal(DEFAULT_PAGE_SIZE, 25);
  t.same(read(''), { q: '', sort: 'createdAt', order: 'desc', page: 1, perPage: 25 });
});

t.test('reading the query string', async (t) => {
  t.same(read('q=dupont%20h%C3%A9l%C3%A8ne&sort=lastName&order=desc&page=3&perPage=50'), { q: 'dupont hélène', sort: 'lastName', order: 'desc', page: 3, perPage: 50 });
  t.same(readSort(new URLSearchParams('sort=email'), config), { sort: 'email', order: 'asc' }, 'another column starts ascending');
  t.same(readSort(new URLSearchParams('order=asc'), config), { sort: 'createdAt', order: 'asc' });
  t.same(readSort(new URLSearchParams('sort=password&order=up'), config), { sort: 'createdAt', order: 'desc' }, 'an unknown column or order: the defaults');
  t.same(readSort(new URLSearchParams('sort=LASTNAME'), config), { sort: 'createdAt', order: 'desc' }, 'columns are case-sensitive');
});

t.test('page and page size are read defensively', async (t) => {
  const paging = (query: string) => readPaging(new URLSearchParams(query));
  t.same(paging('page=2&perPage=100'), { page: 2, perPage: 100 });
  t.same(paging('page=0'), { page: 1, perPage: 25 });
  t.same(paging('page=-4'), { page: 1, perPage: 25 });
  t.same(paging('page=2.9'), { page: 2, perPage: 25 }, 'a fraction is cut');
  t.same(paging('page=abc&perPage=abc'), { page: 1, perPage: 25 });
  t.same(paging('perPage=30'), { page: 1, perPage: 25 }, 'only the offered page sizes');
  t.same(paging('perPage=10'), { page: 1, perPage: 10 });
  t.same(paging('page=1e3'), { page: 1000, perPage: 25 });
  t.same(readPaging(new URLSearchParams('perPage=20'), [10, 20, 50], 10), { page: 1, perPage: 20 }, 'a list’s own page sizes');
  t.same(readPaging(new URLSearchParams('perPage=25'), [10, 20, 50], 10), { page: 1, perPage: 10 }, 'and its own default');
});

t.test('writing a change', async (t) => {
  t.equal(patch('', { q: 'dupont' }), 'q=dupont');
  t.equal(patch('q=dupont&page=3', { q: 'martin' }), 'q=martin', 'a new search goes back to page 1');
  t.equal(patch('q=dupont&page=3', { q: null }), '', 'null removes a param');
  t.equal(patch('q=dupont&page=3', { q: '' }), '', 'so does an empty value');
  t.equal(patch('q=dupont', { page: 4 }), 'q=dupont&page=4');
  t.equal(patch('q=dupont&page=4', { page: 1 }), 'q=dupont', 'page 1 stays out of the URL');
  t.equal(patch('page=4', { perPage: 25 }), '', 'so does the default page size (and the page resets)');
  t.equal(patch('page=4', { perPage: 50 }), 'perPage=50');
  t.equal(patch('page=4&status=active', { status: 'former' }, { keepPage: true }), 'page=4&status=former', 'keepPage keeps it');
  t.equal(patch('q=a%26b', { sort: 'lastName' }), 'q=a%26b&sort=lastName', 'other params are kept, encoded');
  t.equal(patch('q=a+b', {}), 'q=a+b');
  t.equal(patchParams(new URLSearchParams('page=4'), { perPage: 25 }, { defaultPerPage: 10 }).toString(), 'perPage=25', 'a list whose default is 10 keeps 25');
  t.equal(patchParams(new URLSearchParams('perPage=25'), { perPage: 10 }, { defaultPerPage: 10 }).toString(), '', 'and leaves its own default out');
  const current = new URLSearchParams('page=2');
  patchParams(current, { q: 'x' });
  t.equal(current.toString(), 'page=2', 'the current params are left untouched');
});

t.test('a click on a column header', async (t) => {
  const click = (column: Sort, query: string) => sortPatch(column, readSort(new URLSearchParams(query), config), config);
  t.same(click('lastName', ''), { sort: 'lastName', order: 'asc' }, 'another column: ascending');
  t.same(click('lastName', 'sort=lastName&order=asc'), { sort: 'lastName', order: 'desc' }, 'the same column flips');
  t.same(click('lastName', 'sort=lastName&order=desc'), { sort: 'lastName', order: 'asc' });
  t.same(click('createdAt', ''), { sort: 'createdAt', order: 'asc' }, 'the default column flips to ascending');
  t.same(click('createdAt', 'order=asc'), { sort: null, order: null }, 'back to the default sort: out of the URL');
  t.same(click('createdAt', 'sort=email'), { sort: null, order: null }, 'the default column starts with its own order');
  t.equal(patch('sort=email&page=3', click('createdAt', 'sort=email')), '', 'and the whole change leaves a clean URL');
});
