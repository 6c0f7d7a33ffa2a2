/**
 * What pino-roll takes of date-fns (`require('date-fns')` in its lib/utils.js), for the bundles
 * (vite.node-bundle.ts resolves `date-fns` here): these five functions instead of the whole library,
 * 580 KB of the core's chunk that every start would set up. date-fns-subset.test.ts reads pino-roll's
 * code for what it takes.
 */
export { addDays } from 'date-fns/addDays';
export { addHours } from 'date-fns/addHours';
export { format } from 'date-fns/format';
export { isValid } from 'date-fns/isValid';
export { parse } from 'date-fns/parse';
