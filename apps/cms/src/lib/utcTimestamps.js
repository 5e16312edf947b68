/**
 * Strapi keeps datetimes on PostgreSQL in `timestamp without time zone` columns (its schema's
 * `useTz: false`), and node-postgres writes and reads those in the time zone of the Node process.
 * So the same row means another instant to a Strapi started with another `TZ`: written by a Strapi
 * in UTC, the notice's `visibleFrom` 2024-12-31T23:00Z read back as 22:00Z by one in Europe/Prague
 * (measured). SQLite keeps the instant itself. Here both directions are UTC, whatever `TZ` says:
 * every instance reads what every other one wrote, and the columns hold UTC, as on a UTC server.
 */
const UTC = Symbol.for('cms.utcTimestamps');

/** @param {typeof import('pg')} pg node-postgres, the module knex uses (apps/cms/node_modules/pg) */
function storeTimestampsInUtc(pg) {
  // A Date parameter goes out as `…+00:00`; PostgreSQL drops the offset for this column type.
  pg.defaults.parseInputDatesAsUTC = true;
  const { TIMESTAMP } = pg.types.builtins;
  const current = pg.types.getTypeParser(TIMESTAMP, 'text');
  if (current[UTC]) return;
  // node-postgres's own parser (BC years, infinity), told that the value is UTC.
  const parse = (value) => current(/^-?infinity$/.test(value) ? value : value.replace(/( BC)?$/, 'Z$1'));
  parse[UTC] = true;
  pg.types.setTypeParser(TIMESTAMP, 'text', parse);
}

module.exports = { storeTimestampsInUtc };
