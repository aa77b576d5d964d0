/**
 * If-Match (RFC 9110 §13.1.1): an entity-tag list ("…" or W/"…", comma-separated) or *. A value that
 * is not one (unquoted, a stray quote, two tags with no comma) is a 400 invalid_if_match, not a false
 * 412 « modifiée par quelqu'un d'autre »; a weak tag never matches (strong comparison): a 412; a stale
 * strong tag a 412 as before. None of them writes anything, to the firm API or to the journal.
 */
import t from 'tap';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { aClientInput } from '../helpers/fixtures.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function api(method: Method, url: string, ifMatch?: string, payload?: object) {
  return bff.app.inject({ method, url, headers: { ...CSRF, cookie: await bff.as('admin'), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) }, ...(payload ? { payload } : {}) });
}
const firmData = () => JSON.stringify(bff.demo.store.data);
const journalOf = async (kind: string, id: number) => (await api('GET', `/api/journal?kind=${kind}&recordId=${id}`)).json().total as number;

const NOT_ENTITY_TAGS = ['stale', 'garbage"', '"garbage', '"a" "b"', '"a"; "b"', 'W/stale', 'w/"x"', '" spaced"', '*, "x"', ',', '"x", garbage'];

interface Versioned {
  kind: 'client' | 'contract';
  /** a new record of the kind, made for the test: its id */
  make: () => Promise<number>;
  url: (id: number) => string;
  patch: object;
}

let contractsTaken = -1;
const RECORDS: Versioned[] = [
  { kind: 'client', make: async () => (await api('POST', '/api/clients', undefined, aClientInput())).json().id, url: (id) => `/api/clients/${id}`, patch: { mobilePhone: '06 99 88 77 66' } },
  {
    kind: 'contract',
    // One of the firm's contracts, another for each test (one of them is deleted).
    make: async () => (await api('GET', '/api/contracts?perPage=10')).json().items[++contractsTaken].id,
    url: (id) => `/api/contracts/${id}`,
    patch: { paymentMethod: 'Carte bancaire' },
  },
];

for (const record of RECORDS) {
  for (const method of ['PATCH', 'DELETE'] as const) {
    t.test(`${method} of a ${record.kind}: a garbage If-Match is 400 invalid_if_match, a weak or stale tag 412, nothing written; a valid list or * writes`, async (t) => {
      const id = await record.make();
      const url = record.url(id);
      const current = (await api('GET', url)).json().version as string;
      const body = method === 'PATCH' ? record.patch : undefined;
      const firm = firmData();
      const journal = await journalOf(record.kind, id);

      for (const ifMatch of NOT_ENTITY_TAGS) {
        const res = await api(method, url, ifMatch, body);
        t.equal(res.statusCode, 400, `If-Match: ${ifMatch} → 400`);
        t.same(res.json(), { error: 'invalid_if_match', message: 'En-tête If-Match invalide : donnez la version entre guillemets, telle que l’ETag la donne ("…"), plusieurs séparées par des virgules, ou *.' });
      }
      for (const ifMatch of [`W/"${current}"`, '"stale"', `"stale", W/"${current}"`]) {
        const res = await api(method, url, ifMatch, body);
        t.equal(res.statusCode, 412, `If-Match: ${ifMatch} → 412 (a weak tag never matches)`);
        t.equal(res.json().error, 'edit_conflict');
      }
      t.equal(firmData(), firm, 'nothing written to the firm API');
      t.equal(await journalOf(record.kind, id), journal, 'nothing journaled');

      // A list whose strong tag is the current version writes (an empty element and a comma inside a tag are valid).
      const done = await api(method, url, ` "a,b" , , W/"x", "${current}" `, body);
      t.equal(done.statusCode, method === 'PATCH' ? 200 : 204, `a valid list with the current version writes (${done.body.slice(0, 120)})`);
      t.not(firmData(), firm, 'and the firm API is written');
      t.ok((await journalOf(record.kind, id)) > journal, 'and journaled');
      if (method === 'PATCH') t.equal((await api(method, url, '*', body)).statusCode, 200, 'If-Match: * writes whatever the version, as before');
    });
  }
}
