module.exports = require('../jest/browser-preset.cjs')(__dirname);
