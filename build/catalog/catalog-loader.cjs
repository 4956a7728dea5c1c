/** Rspack loader for .po files (rspack.base.ts, CATALOG_RULE). */
const { catalogModule } = require('./compile-catalog.cjs');

module.exports = function catalogLoader(source) {
  return catalogModule(source);
};
