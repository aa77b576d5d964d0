import t from 'tap';
import { SECTION_CODES } from '../../shared/fees.js';
import { SECTION_NUMBERS } from '../../shared/schemas/fees.js';
import { SERVICE_CODES, SERVICES, serviceName, serviceOfSection } from '../../shared/services.js';

t.test('the catalogue matches the fee schedule of the upstream contract', async (t) => {
  // docs/upstream-api.md, "Contract template and fees": section -> code.
  const table: Record<number, string> = { 1: 'CH', 2: 'SIMU', 3: 'AR', 4: 'AR', 5: 'TFD', 6: 'ACTU', 7: 'RAC' };
  for (const n of SECTION_NUMBERS) {
    t.equal(serviceOfSection(n), table[n], `section ${n}`);
    t.equal(SECTION_CODES[n], table[n], `fees.ts section ${n}`);
  }
  t.same([...SERVICE_CODES], ['CH', 'SIMU', 'AR', 'TFD', 'ACTU', 'RAC']);
  t.same(SERVICES.find((s) => s.code === 'AR')!.sections, [3, 4], 'both audits (private person, company) are AR');
  t.equal(serviceName('TFD', 'fr'), 'Liquidation de la pension', 'TFD is the pension settlement');
  t.equal(serviceName('TFD', 'en'), 'Pension settlement');
  t.notMatch(serviceName('TFD', 'fr'), /Audit/, 'TFD is no audit');
  for (const s of SERVICES) t.ok(s.name.fr && s.name.en, `${s.code} named in French and English`);
  t.throws(() => serviceOfSection(8));
});
