/**
 * A gettext catalog (.po, as translators edit it) compiled to the messages Lingui looks up at
 * run time: keyed by the id the SWC plugin gives each message, each one parsed once here so the
 * browser never parses a message. A message with no translation yet falls back to its English
 * source; the completeness check in `npm test` keeps such a catalog from shipping.
 */
const { formatter } = require('@lingui/format-po');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

function compileCatalog(source) {
  const messages = {};
  for (const [id, entry] of Object.entries(formatter().parse(source))) {
    if (!entry.obsolete) messages[id] = compileMessage(entry.translation || entry.message || id);
  }
  return messages;
}

/** The module a catalog becomes, for the bundler and for jest alike. */
const catalogModule = (source) => `module.exports = { messages: ${JSON.stringify(compileCatalog(source))} };`;

module.exports = { compileCatalog, catalogModule };
