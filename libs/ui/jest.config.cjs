const preset = require('../testing/jest-web.preset.cjs');

// The ui.* messages registered (English active) before every test, as importing @yoga/ui does.
module.exports = { ...preset, setupFiles: [...preset.setupFiles, '<rootDir>/src/i18n.ts'] };
