module.exports = require('../testing/jest-web.preset.cjs');
