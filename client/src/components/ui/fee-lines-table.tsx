import type { ReactNode } from 'react';
import { formatEuros } from '@shared/fees';
import type { FeeLine } from '@shared/schemas/fees';

/**
 * The lines of a fee schedule on paper (a printed contract, an invoice; print.css): the service,
 * then the quantity, the unit price, the total excluding and including VAT, right-aligned.
 */
export function FeeLinesTable({
  lines,
  headers,
  service,
  quantity,
  perHour,
  testId,
}: {
  lines: readonly FeeLine[];
  /** the columns' titles: the service, the quantity, the unit price, HT, TTC */
  headers: readonly [string, string, string, string, string];
  /** the service cell's content */
  service: (line: FeeLine) => ReactNode;
  quantity: (line: FeeLine) => ReactNode;
  /** after a consultation's hourly price */
  perHour: string;
  testId?: string;
}) {
  return (
    <table className="print-lines" data-testid={testId}>
      <thead>
        <tr>
          {headers.map((header, i) => (
            <th key={i} scope="col" className={i === 0 ? undefined : 'num'}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.section}-${line.kind}`}>
            <td>{service(line)}</td>
            <td className="num">{quantity(line)}</td>
            <td className="num">
              {formatEuros(line.unitCents)}
              {line.kind === 'consultation' ? perHour : ''}
            </td>
            <td className="num">{formatEuros(line.htCents)}</td>
            <td className="num">{formatEuros(line.ttcCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
