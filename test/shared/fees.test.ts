import t from 'tap';
import { computeFees, defaultFeeForm, formatEuros } from '../../shared/fees.js';
import type { FeeForm } from '../../shared/schemas/fees.js';

function form(change: (f: FeeForm) => void): FeeForm {
  const f = defaultFeeForm();
  change(f);
  return f;
}

t.test("the seed's fee sample, every section chosen (hand-checked)", async (t) => {
  const totals = computeFees(form((f) => {
    for (const n of [1, 2, 3, 4, 5, 6, 7] as const) f.sections[n] = true;
    f.consultationMinutes = 90;
  }));
  // 90 min at 260 €/h = 390; + 990 + 2 990 + 3 990 + 1 500 + 750 + 750 = 11 360 HT
  t.same(totals.lines.map((l) => l.htCents), [39000, 99000, 299000, 399000, 150000, 75000, 75000]);
  t.same(totals.lines.map((l) => l.ttcCents), [46800, 118800, 358800, 478800, 180000, 90000, 90000]);
  t.equal(totals.totalHtCents, 1136000);
  t.equal(totals.vatCents, 227200);
  t.equal(totals.totalTtcCents, 1363200);
  t.equal(totals.depositCents, 1022400, '75 % deposit');
  t.equal(totals.balanceCents, 340800);
  t.equal(totals.balancePercent, 25);
});

t.test('consultation: minutes × hourly rate / 60, half up to the cent', async (t) => {
  const at = (minutes: number, rate = 260) => computeFees(form((f) => ((f.sections[1] = true), (f.consultationMinutes = minutes), (f.hourlyRate = rate)))).lines[0].htCents;
  t.equal(at(60), 26000);
  t.equal(at(7), 3033, '7 min = 30.333… € -> 30.33');
  t.equal(at(8), 3467, '8 min = 34.666… € -> 34.67');
  t.equal(at(9), 3900);
  t.equal(at(3, 250.1), 1251, '3 min at 250.10 = 12.505 € -> 12.51 (half up)');
  t.equal(computeFees(form((f) => ((f.sections[1] = true), (f.consultationMinutes = 0)))).lines.length, 0, 'no minutes, no line');
});

t.test('extra units, the section 5 replacement line, an unchosen section', async (t) => {
  const totals = computeFees(form((f) => {
    f.sections[2] = true;
    f.extras[2] = { enabled: true, quantity: 2, unitPrice: 150 };
    f.sections[5] = true;
    f.replaceSection5 = true;
    f.extras[5] = { enabled: false, quantity: 3, unitPrice: 400 };
    f.extras[4] = { enabled: true, quantity: 5, unitPrice: 100 };
  }));
  t.same(
    totals.lines.map((l) => [l.section, l.kind, l.htCents]),
    [[2, 'flat', 99000], [2, 'extra', 30000], [5, 'extra', 120000]],
    'section 4 not chosen: its extras do not count; section 5 replaced',
  );
  t.equal(totals.totalHtCents, 249000);
});

t.test('VAT and deposit rounding half up; deposit + balance = TTC always', async (t) => {
  const reduced = computeFees(form((f) => ((f.sections[1] = true), (f.consultationMinutes = 7), (f.vatPercent = 5.5))));
  t.equal(reduced.totalHtCents, 3033);
  t.equal(reduced.vatCents, 167, '30.33 × 5.5 % = 1.66815 -> 1.67');
  t.equal(reduced.totalTtcCents, 3200);
  const odd = computeFees(form((f) => ((f.sections[6] = true), (f.flatPrices[6] = 0.07), (f.depositPercent = 50))));
  t.equal(odd.totalTtcCents, 8, '0.07 + 20 % = 0.084 -> 0.08');
  t.equal(odd.depositCents, 4);
  t.equal(odd.depositCents + odd.balanceCents, odd.totalTtcCents);
  for (let cents = 1; cents < 2000; cents += 37) {
    const x = computeFees(form((f) => ((f.sections[7] = true), (f.flatPrices[7] = cents / 100), (f.depositPercent = 33.33))));
    t.equal(x.depositCents + x.balanceCents, x.totalTtcCents);
  }
});

t.test('euros in French format', async (t) => {
  t.equal(formatEuros(1363200).replace(/\s/g, ' '), '13 632,00 €');
  t.equal(formatEuros(5).replace(/\s/g, ' '), '0,05 €');
});
