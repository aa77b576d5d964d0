// What the contract editor computes and shows from the fee form: each section's amounts, the
// lines' wording, percentages, and the French decimals typed in its fields.
import t from 'tap';
import i18next from 'i18next';
import { computeFees, defaultFeeForm, formatEuros } from '@shared/fees';
import { SECTION_NUMBERS } from '@shared/schemas/fees';
import type { FeeForm, FeeLine } from '@shared/schemas/fees';
import { checkDecimal, formatDecimal, parseDecimal } from '@/components/forms/decimal-input';
import { sectionAmounts } from '@shared/fees';
import { feeDifferences, formatPercent, lineDetail, sectionTitle } from '@/features/contracts/components/fee-text';

function form(change: (f: FeeForm) => void = () => {}): FeeForm {
  const f = defaultFeeForm();
  change(f);
  return f;
}

t.test("each section's amounts, whether or not it is chosen", async (t) => {
  const f = form((f) => (f.consultationMinutes = 90));
  // Nothing is chosen: the editor still shows what each section would cost (VAT 20 %).
  t.same(sectionAmounts(f, 1), { htCents: 39000, ttcCents: 46800 }, '90 min at 260 €/h');
  t.same(sectionAmounts(f, 2), { htCents: 99000, ttcCents: 118800 });
  t.same(sectionAmounts(f, 3), { htCents: 299000, ttcCents: 358800 });
  t.same(sectionAmounts(f, 7), { htCents: 75000, ttcCents: 90000 });
  t.same(f.sections, defaultFeeForm().sections, 'the form is left untouched');
});

t.test('the sections add up to the totals of the whole form', async (t) => {
  const f = form((f) => {
    for (const n of SECTION_NUMBERS) f.sections[n] = true;
    f.consultationMinutes = 7;
    f.flatPrices[3] = 2990.55;
    f.extras[2] = { enabled: true, quantity: 3, unitPrice: 150.1 };
    f.extras[4] = { enabled: true, quantity: 2, unitPrice: 99.99 };
  });
  const sum = SECTION_NUMBERS.map((n) => sectionAmounts(f, n)).reduce((a, b) => ({ htCents: a.htCents + b.htCents, ttcCents: a.ttcCents + b.ttcCents }));
  const totals = computeFees(f);
  t.equal(sum.htCents, totals.totalHtCents);
  t.equal(sectionAmounts(f, 1).htCents, 3033, '7 min at 260 €/h = 30.333… € -> 30,33 €');
  t.same(sectionAmounts(f, 2), { htCents: 99000 + 45030, ttcCents: 118800 + 54036 }, 'the flat price and its extra units');
  t.same(sectionAmounts(f, 3), { htCents: 299055, ttcCents: 358866 }, 'VAT half up: 598,11 € on 2 990,55 €');
  // Per-line VAT rounds each line; the contract's VAT rounds the total: they may part by a cent.
  t.ok(Math.abs(sum.ttcCents - totals.totalTtcCents) <= SECTION_NUMBERS.length, 'TTC within a cent per line of the total');
});

t.test("section 5's extra units may replace its flat price", async (t) => {
  const extras = (enabled: boolean, replace: boolean) =>
    sectionAmounts(form((f) => ((f.extras[5] = { enabled, quantity: 4, unitPrice: 125 }), (f.replaceSection5 = replace))), 5);
  t.same(extras(false, false), { htCents: 150000, ttcCents: 180000 }, 'the flat price alone');
  t.same(extras(true, false), { htCents: 200000, ttcCents: 240000 }, 'flat price + 4 × 125 €');
  t.same(extras(false, true), { htCents: 50000, ttcCents: 60000 }, 'replaced: the units alone, even when not ticked');
  t.same(sectionAmounts(form((f) => (f.consultationMinutes = 0)), 1), { htCents: 0, ttcCents: 0 }, 'no minutes: nothing');
  t.same(sectionAmounts(form((f) => (f.flatPrices[6] = 0)), 6), { htCents: 0, ttcCents: 0 }, 'a free section');
});

t.test('French decimals as typed', async (t) => {
  t.equal(parseDecimal('990,50'), 990.5);
  t.equal(parseDecimal('990.50'), 990.5);
  t.equal(parseDecimal('1 234,5'), 1234.5, 'a space between thousands');
  t.equal(parseDecimal('1\u202f234,5'), 1234.5, 'the narrow no-break space French number formatting writes');
  t.equal(parseDecimal('12,'), 12, 'a comma still being typed');
  t.equal(parseDecimal(',5'), 0.5);
  t.equal(parseDecimal('0'), 0);
  t.equal(parseDecimal(''), null);
  t.equal(parseDecimal('1,2,3'), null);
  t.equal(parseDecimal('-5'), null, 'no negative amounts');
  t.equal(parseDecimal('1e3'), null);
  t.equal(parseDecimal('12 €'), null);

  t.equal(formatDecimal(990, 2), '990');
  t.equal(formatDecimal(990.5, 2), '990,50');
  t.equal(formatDecimal(0.1 + 0.2, 2), '0,30', 'binary noise is rounded away');
  t.equal(formatDecimal(12, 0), '12');
});

t.test('a field checks its decimals and its bounds', async (t) => {
  const money = { decimals: 2, min: 0, max: 1_000_000 };
  const count = { decimals: 0, min: 0, max: 10_000 };
  t.same(checkDecimal('2 990,55', money), { value: 2990.55, problem: null });
  t.same(checkDecimal('2990,555', money), { value: null, problem: 'decimals' }, 'a third decimal');
  t.same(checkDecimal('1,5', count), { value: null, problem: 'decimals' }, 'a count is a whole number');
  t.same(checkDecimal('3,', count), { value: 3, problem: null }, 'a trailing comma adds no decimal');
  t.same(checkDecimal('1000000', money), { value: 1_000_000, problem: null }, 'the maximum itself');
  t.same(checkDecimal('1000000,01', money), { value: null, problem: 'max' });
  t.same(checkDecimal('0,5', { decimals: 2, min: 1, max: 10 }), { value: null, problem: 'min' });
  t.same(checkDecimal('', money), { value: null, problem: 'format' });
  t.same(checkDecimal('abc', money), { value: null, problem: 'format' });
});

// A real i18next with the strings fee-text reads (the contract screens' French ones).
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'fr',
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: {
    fr: {
      translation: {
        contracts: {
          sectionDefaults: ['Consultation retraite', 'Simulation et calcul de pension', 'Audit retraite particulier', 'Audit retraite entreprise et profession libérale', 'Liquidation de la pension', 'Mise à jour annuelle de l’audit', 'Rachat de trimestres'],
          lines: { consultation: '{{minutes}} min à {{rate}} HT / h', flat: 'Forfait', extra: '{{quantity}} × {{unit}} HT', amount: '{{detail}} = {{amount}} HT', notChosen: 'non retenue' },
          totals: { vat: 'TVA ({{percent}})', deposit: 'Acompte ({{percent}})', totalTtc: 'Total TTC' },
        },
      },
    },
  },
});

t.test("a section's title and a line's wording", async (t) => {
  const texts = [{ title: '  Bilan retraite ', description: '' }, { title: '   ', description: 'x' }];
  t.equal(sectionTitle(i18n.t, texts, 1), 'Bilan retraite', 'the template’s title, trimmed');
  t.equal(sectionTitle(i18n.t, texts, 2), 'Simulation et calcul de pension', 'a blank title falls back to the default');
  t.equal(sectionTitle(i18n.t, texts, 7), 'Rachat de trimestres', 'no text at all: the default');
  t.equal(sectionTitle(i18n.t, [], 1), 'Consultation retraite');

  const line = (kind: FeeLine['kind'], quantity: number, unitCents: number): FeeLine => ({ section: 2, kind, quantity, unitCents, htCents: 0, ttcCents: 0 });
  // formatEuros writes French amounts with a narrow no-break space before the euro sign.
  const nb = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  t.equal(nb(lineDetail(i18n.t, line('consultation', 90, 26000))), '90 min à 260,00 € HT / h');
  t.equal(nb(lineDetail(i18n.t, line('extra', 3, 15010))), '3 × 150,10 € HT');
  t.equal(nb(lineDetail(i18n.t, line('extra', 1, 123456))), '1 × 1 234,56 € HT');
  t.equal(lineDetail(i18n.t, line('flat', 1, 99000)), 'Forfait');
});

t.test('percentages in the UI language', async (t) => {
  const nb = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  t.equal(nb(formatPercent(20, 'fr')), '20 %');
  t.equal(nb(formatPercent(12.5, 'fr')), '12,5 %');
  t.equal(nb(formatPercent(33.333, undefined)), '33,33 %', 'French by default, two decimals at most');
  t.equal(formatPercent(12.5, 'en'), '12.5%');
  t.equal(formatPercent(0, 'en'), '0%');
});

t.test('the conflict dialog: two versions of a contract say which price or line differs, not only their totals', async (t) => {
  const nb = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const mine = form((f) => {
    f.sections[1] = true;
    f.sections[3] = true;
    f.consultationMinutes = 90;
  });
  const theirs = structuredClone(mine);
  theirs.hourlyRate = 300;
  theirs.sections[7] = true;
  t.equal(
    nb(feeDifferences(i18n.t, mine, theirs, [], 'fr')),
    ['Consultation retraite : 90 min à 260,00 € HT / h = 390,00 € HT', 'Rachat de trimestres : non retenue', `Total TTC ${nb(formatEurosOf(mine))}`].join('\n'),
    'mine: the rate and the section the other version added, then the total',
  );
  t.equal(
    nb(feeDifferences(i18n.t, theirs, mine, [], 'fr')),
    ['Consultation retraite : 90 min à 300,00 € HT / h = 450,00 € HT', 'Rachat de trimestres : Forfait = 750,00 € HT', `Total TTC ${nb(formatEurosOf(theirs))}`].join('\n'),
    'theirs, beside it',
  );
  const vat = structuredClone(mine);
  vat.vatPercent = 10;
  t.equal(nb(feeDifferences(i18n.t, vat, mine, [], 'fr')).split('\n')[0], 'TVA (10 %)', 'a percentage that differs');
  t.match(feeDifferences(i18n.t, mine, mine, [], 'fr'), /^Consultation retraite · Audit retraite particulier · Total TTC/, 'no printed difference: the sections and the total');
});

function formatEurosOf(f: FeeForm): string {
  return formatEuros(computeFees(f).totalTtcCents);
}
