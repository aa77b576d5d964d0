/** A rule a record breaks: the field at fault (a dotted path) and the rule's key (an i18n key on screen, a message key in the BFF). */
export interface Problem<K extends string = string> {
  field: string;
  key: K;
}
