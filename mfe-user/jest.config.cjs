module.exports = require('../libs/testing/jest-web.preset.cjs');
