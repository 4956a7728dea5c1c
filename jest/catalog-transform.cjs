/** A gettext catalog in tests, compiled exactly as the build compiles it. */
const { catalogModule } = require('../build/catalog/compile-catalog.cjs');

module.exports = {
  process(source) {
    return { code: catalogModule(source) };
  },
};
