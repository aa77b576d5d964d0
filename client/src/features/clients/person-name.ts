/** A person as a confirmation names them, as the firm files them: last name first ("Lemaître Jean-Édouard"). */
export function filedName(person: { firstName: string; lastName: string }): string {
  return `${person.lastName} ${person.firstName}`.trim();
}
