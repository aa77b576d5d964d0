/**
 * Generic reads and writes over a record's field table (shared/schemas/record-fields.ts): each field
 * from its firm API column through the column's codec (server/upstream/contract/), and back into the
 * body of the firm API call that writes it. A record's own adapter adds only what no column holds.
 */
import type { Column, Fields } from '../../../shared/schemas/record-fields.js';
import { isRow, text, type Codec, type Row } from '../contract/codecs.js';

export type Codecs = Readonly<Record<string, Codec>>;

const codecOf = (codecs: Codecs, column: string): Codec => codecs[column] ?? text;

/** The parts of a composite's columns, grouped: parts that name the same column are its lines, in order. */
function linesByColumn(columns: Readonly<Record<string, string>>): Map<string, string[]> {
  const byColumn = new Map<string, string[]>();
  for (const [part, column] of Object.entries(columns)) byColumn.set(column, [...(byColumn.get(column) ?? []), part]);
  return byColumn;
}

function readComposite(columns: Readonly<Record<string, string>>, partNames: string[], codecs: Codecs, row: Row): Row {
  const value: Row = Object.fromEntries(partNames.map((part) => [part, '']));
  for (const [column, parts] of linesByColumn(columns)) {
    if (parts.length === 1) {
      value[parts[0]] = codecOf(codecs, column).read(row[column]);
      continue;
    }
    // Each part a line; the last one takes whatever lines remain.
    const lines = (typeof row[column] === 'string' ? (row[column] as string) : '').split('\n').map((line) => line.trim());
    parts.forEach((part, i) => (value[part] = (i === parts.length - 1 ? lines.slice(i).filter(Boolean).join(' ') : lines[i]) ?? ''));
  }
  return value;
}

function writeComposite(columns: Readonly<Record<string, string>>, value: Row, codecs: Codecs): Row {
  const body: Row = {};
  for (const [column, parts] of linesByColumn(columns)) {
    if (parts.length === 1) {
      const write = codecOf(codecs, column).write;
      if (write) body[column] = write(value[parts[0]]);
      continue;
    }
    const lines = parts.map((part) => String(value[part] ?? ''));
    while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    body[column] = lines.join('\n');
  }
  return body;
}

const partsOf = (schema: unknown): string[] => Object.keys((schema as { properties?: Row }).properties ?? {});

/** A column, or a column of a nested object the firm API joins in (task_customer.subscribe_services). */
function valueAt(row: Row, column: string): unknown {
  if (!column.includes('.')) return row[column];
  return column.split('.').reduce<unknown>((value, key) => (isRow(value) ? value[key] : undefined), row);
}

/** The values of every field that has a column, read from a row whose columns are flat. */
export function readColumns<F extends Fields>(fields: F, codecs: Codecs, row: Row): { [K in keyof F]?: unknown } {
  const values: Row = {};
  for (const [name, spec] of Object.entries(fields)) {
    const column: Column | null = spec.column;
    if (column === null || spec.writeOnly) continue;
    values[name] = typeof column === 'string' ? codecOf(codecs, column).read(valueAt(row, column)) : readComposite(column, partsOf(spec.schema), codecs, row);
  }
  return values as { [K in keyof F]?: unknown };
}

/** The body `writer` takes for the fields of `values` it writes (a field absent from `values` is left out). */
export function writeColumns<F extends Fields>(fields: F, codecs: Codecs, values: { readonly [K in keyof F]?: unknown }, writer: string): Row {
  const body: Row = {};
  for (const [name, spec] of Object.entries(fields)) {
    const value = (values as Row)[name];
    if (spec.writer !== writer || spec.column === null || value === undefined) continue;
    if (typeof spec.column !== 'string') {
      Object.assign(body, writeComposite(spec.column, value as Row, codecs));
      continue;
    }
    const write = codecOf(codecs, spec.column).write;
    if (write) body[spec.column] = write(value);
  }
  return body;
}
