/** The journal (issue 26): who changed what and who looked at a client's personal data, and when. */
import { Type, type Static } from 'typebox';
import { DEFAULT_PER_PAGE, Id, OneOf, PER_PAGE_VALUES } from './common.js';

/** What an entry is about. */
export const JOURNAL_KINDS = ['client', 'member', 'contract', 'task', 'document', 'crmEntry', 'contractTemplate', 'apiToken', 'journal'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/**
 * What was done: the writes (create, replace, patch, delete, payment, upload, access, password,
 * sessions-end, token-create, token-revoke, sign-in, sign-out, notes) and the looks at personal
 * data (read-nir, download, export-csv, export-rgpd).
 */
export const JOURNAL_ACTIONS = [
  'create', 'replace', 'patch', 'delete', 'payment', 'upload', 'access', 'password', 'sessions-end',
  'token-create', 'token-revoke', 'sign-in', 'sign-out', 'notes',
  'read-nir', 'download', 'export-csv', 'export-rgpd',
] as const;
export type JournalAction = (typeof JOURNAL_ACTIONS)[number];
/** The actions that change nothing: a look at personal data. */
export const LOOK_ACTIONS: readonly JournalAction[] = ['read-nir', 'download', 'export-csv', 'export-rgpd'];

/**
 * How the entry's write ended: done; pending (written before the write, which is under way or was
 * interrupted: a crash, the database failing after it), unknown (the firm API did not answer, so the
 * change may or may not have been made); refused entries (nothing changed) are kept in the chain but
 * not listed. The screens say « résultat inconnu » for pending and unknown.
 */
export const JOURNAL_OUTCOMES = ['done', 'pending', 'unknown', 'refused'] as const;
export type JournalOutcome = (typeof JOURNAL_OUTCOMES)[number];

const Actor = Type.Object({
  id: Type.Union([Type.Integer(), Type.String()]),
  name: Type.String(),
  role: Type.Union([Type.String(), Type.Null()]),
  via: OneOf(['session', 'token'] as const, { description: 'signed in in a browser, or a personal API token' }),
  token: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() }, { description: 'via token: the personal API token that acted (its id, and its name then)' })),
});

const JournalRecord = Type.Object({
  kind: OneOf(JOURNAL_KINDS),
  id: Type.Union([Type.Integer(), Type.String(), Type.Null()], { description: 'null: a list (an export)' }),
  label: Type.String({ description: 'the name it had then: a client\'s or member\'s name, a contract\'s label, a task\'s title, a file name' }),
  clientId: Type.Optional(Type.Integer({ description: 'the client it belongs to (a contract, task or document): their history shows it' })),
  token: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() }, { description: 'token-create, token-revoke: the personal API token created or revoked (its id and name), of the member the entry is about' })),
});

export const JournalEntry = Type.Object(
  {
    id: Type.Integer({ description: 'its place in the chain, from 1' }),
    at: Type.String({ format: 'date-time' }),
    actor: Actor,
    action: OneOf(JOURNAL_ACTIONS),
    record: JournalRecord,
    changes: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2, description: '[before, after]' }), {
        description: 'field: [before, after], only what changed; a NIR masked; never a password or a token',
      }),
    ),
    ip: Type.String(),
    device: Type.String({ description: 'the browser and system, from the User-Agent' }),
    requestId: Type.String(),
    outcome: OneOf(JOURNAL_OUTCOMES, { description: 'done; pending or unknown: « résultat inconnu » (the entry was written before the write, whose end is not known)' }),
    hash: Type.String({ description: 'HMAC-SHA256, keyed outside the database, of the previous entry\'s hash followed by this entry as written before its write, hex' }),
  },
  { title: 'JournalEntry' },
);
export type JournalEntry = Static<typeof JournalEntry>;
export type JournalChanges = NonNullable<JournalEntry['changes']>;

const PerPage = Type.Integer({ enum: [...PER_PAGE_VALUES], default: DEFAULT_PER_PAGE });
const Page = Type.Integer({ minimum: 1, maximum: 100000, default: 1 });

export const JournalQuery = Type.Object(
  {
    kind: Type.Optional(OneOf(JOURNAL_KINDS)),
    recordId: Type.Optional(Type.String({ maxLength: 40, pattern: '^[\\w-]+$', description: 'with kind: one record\'s entries' })),
    actorId: Type.Optional(Id({ description: 'the entries of one person' })),
    action: Type.Optional(OneOf(JOURNAL_ACTIONS)),
    from: Type.Optional(Type.String({ format: 'date', description: 'from this day (firm time), included' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'to this day (firm time), included' })),
    page: Type.Optional(Page),
    perPage: Type.Optional(PerPage),
  },
  { additionalProperties: false },
);
export type JournalQuery = Static<typeof JournalQuery>;

/** GET /api/journal/export.csv: the filters of the list, every page. */
export const JournalExportQuery = Type.Object(Type.Omit(JournalQuery, ['page', 'perPage']).properties, { additionalProperties: false });

export const HistoryQuery = Type.Object({ page: Type.Optional(Page), perPage: Type.Optional(PerPage) }, { additionalProperties: false });
export type HistoryQuery = Static<typeof HistoryQuery>;

export const JournalPage = Type.Object({ items: Type.Array(JournalEntry), total: Type.Integer() }, { title: 'PagedJournalEntries' });
export type JournalPage = Static<typeof JournalPage>;

/** GET /api/journal/verify: optionally an anchor read from the log (`journal: anchor`), which the chain must still hold. */
export const JournalVerifyQuery = Type.Object(
  {
    anchorId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'an entry number logged as an anchor (with anchorHash)' })),
    anchorHash: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$', description: 'its hash, as logged (with anchorId)' })),
  },
  { additionalProperties: false },
);

export const JournalVerification = Type.Object(
  {
    ok: Type.Boolean(),
    checked: Type.Integer({ description: 'entries walked' }),
    firstBroken: Type.Optional(Type.Integer({ description: 'the id of the first entry missing or altered' })),
    problem: Type.Optional(OneOf(['missing', 'altered', 'cut-tail'] as const, { description: 'what is wrong at firstBroken: an entry missing, one altered (or sealed without the key), or the chain ending before the last anchor logged' })),
    head: Type.Object({ id: Type.Integer(), hash: Type.String() }, { description: 'the chain\'s last entry as the database says it (logged as an anchor)' }),
  },
  { title: 'JournalVerification' },
);
export type JournalVerification = Static<typeof JournalVerification>;

export { LastChange } from './common.js';
