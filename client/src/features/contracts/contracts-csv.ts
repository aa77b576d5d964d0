import type { TFunction } from 'i18next';
import type { Contract } from '@shared/schemas/contracts';
import { formatDate } from '@/lib/format';
import { amountCell, toCsv } from '@shared/csv';

/** The contracts as rows of a spreadsheet: amounts as French decimals, dates as DD/MM/YYYY. */
export function contractsCsv(t: TFunction, contracts: readonly Contract[]): string {
  const header = t('contracts.list.csvHeader', { returnObjects: true }) as string[];
  const yes = t('business.yes');
  const no = t('business.no');
  return toCsv(
    header,
    contracts.map((c) => [
      c.reference,
      c.label,
      c.clientName,
      c.services.join(' / '),
      amountCell(c.totalTtcCents),
      amountCell(c.depositCents),
      c.depositPaid ? yes : no,
      formatDate(c.depositDate),
      amountCell(c.balanceCents),
      c.balancePaid ? yes : no,
      formatDate(c.balanceDate),
      t(`business.contractStates.${c.state}`),
      c.paymentMethod ? t(`contracts.methods.${c.paymentMethod}`, { defaultValue: c.paymentMethod }) : '',
      formatDate(c.createdAt),
      formatDate(c.updatedAt),
    ]),
  );
}
