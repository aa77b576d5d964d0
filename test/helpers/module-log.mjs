// node --import ./test/helpers/module-log.mjs entry.js: records every module the process loads (see module-log-hooks.mjs).
import { register } from 'node:module';

register('./module-log-hooks.mjs', import.meta.url, { data: { file: process.env.MODULE_LOG } });
