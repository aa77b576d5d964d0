/**
 * The map page's choropleth (/maps/leaflet): the firm's clients counted per département of their
 * postal code (personal address, else the company's). The BFF counts so that the browser gets a few
 * hundred bytes instead of every client.
 */
import { DEPARTMENT_NAMES, departmentOfZip } from '../../shared/departments.js';
import type { Client } from '../../shared/schemas/clients.js';
import type { ClientsByDepartment } from '../../shared/schemas/clients-by-department.js';

export function countByDepartment(clients: readonly Pick<Client, 'personalAddress' | 'companyAddress'>[]): ClientsByDepartment {
  const counts = new Map<string, number>();
  let unlocated = 0;
  for (const client of clients) {
    const code = departmentOfZip(client.personalAddress.zipCode) ?? departmentOfZip(client.companyAddress.zipCode);
    if (code === null) unlocated += 1;
    else counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const departments = [...counts]
    .map(([code, count]) => ({ code, name: DEPARTMENT_NAMES.get(code) ?? code, clients: count }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return { departments, unlocated, total: clients.length };
}
