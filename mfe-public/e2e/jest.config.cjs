module.exports = {
  ...require('../../libs/testing/jest-e2e.preset.cjs'),
  rootDir: require('node:path').resolve(__dirname, '..'),
};
