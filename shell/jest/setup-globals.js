// Globals jsdom lacks but react-router 7 and antd expect.
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// antd's rc-component utilities schedule work through MessageChannel, which jsdom lacks.
// A timer-based one: Node's own MessagePort would keep jest from exiting.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const makePort = () => ({
        onmessage: null,
        postMessage: (data) => {
          setTimeout(() => other(port1 === this.port1 ? 1 : 2, data), 0);
        },
        start() {},
        close() {},
        addEventListener(_type, listener) {
          this.onmessage = listener;
        },
        removeEventListener() {},
      });
      const port1 = makePort();
      const port2 = makePort();
      const other = (from, data) => {
        const target = from === 1 ? port2 : port1;
        if (typeof target.onmessage === 'function') target.onmessage({ data });
      };
      port1.postMessage = (data) => setTimeout(() => other(1, data), 0);
      port2.postMessage = (data) => setTimeout(() => other(2, data), 0);
      this.port1 = port1;
      this.port2 = port2;
    }
  };
}

if (typeof window !== 'undefined') {
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
  window.ResizeObserver =
    window.ResizeObserver ||
    class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  // antd measures pseudo-elements; jsdom logs an error for each of those. Keep it quiet.
  const original = window.getComputedStyle;
  window.getComputedStyle = (element) => original(element);
}
