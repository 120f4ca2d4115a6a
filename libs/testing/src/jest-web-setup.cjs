// jsdom lacks a few browser APIs that react-router, RTK Query and antd use.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  globalThis.TextEncoder = util.TextEncoder;
  globalThis.TextDecoder = util.TextDecoder;
}

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no MessageChannel; antd's form and select only use it to defer work to a macrotask.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MacrotaskChannel {
    constructor() {
      this.port1 = { onmessage: null };
      this.port2 = {
        postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0),
      };
    }
  };
}

// findBy…/waitFor give up after 1 s by default: antd screens in jsdom take longer than that on a busy
// 2-core machine (CI runs the MariaDB suites alongside). Waiting longer changes no result, only flakes.
require('@testing-library/dom').configure({ asyncUtilTimeout: 10000 });

// The device of the web unit tests is in India, whatever the machine's zone (issue 37: a page adds her own
// clock beside IST only when her device's zone differs, read from `resolvedOptions().timeZone`). Only that
// report changes (also for a formatter given the machine's zone by name); dates are still computed on the
// machine's clock. A test of a member abroad stores her zone (`yoga.timeZone`) or stubs this again.
const hostZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
if (hostZone !== 'Asia/Kolkata' && hostZone !== 'Asia/Calcutta') {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  Intl.DateTimeFormat.prototype.resolvedOptions = function resolvedInIndia() {
    const options = resolvedOptions.call(this);
    return options.timeZone === hostZone ? { ...options, timeZone: 'Asia/Kolkata' } : options;
  };
}
