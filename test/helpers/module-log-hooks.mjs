// Module hooks (node --import ./test/helpers/module-log.mjs): each file:// module the process loads is
// appended, one URL a line, to the file the MODULE_LOG variable names.
import { appendFileSync } from 'node:fs';

let file = '';

export function initialize(data) {
  file = data.file;
}

export async function load(url, context, nextLoad) {
  if (file && url.startsWith('file:')) appendFileSync(file, `${url}\n`);
  return nextLoad(url, context);
}
