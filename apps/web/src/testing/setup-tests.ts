import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd's responsive helpers call matchMedia, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd measures the scrollbar of a table with a pinned column through a pseudo-element's style,
// which jsdom does not implement (it logs an error); the element's own style answers as well here.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// Vitest runs without globals, so Testing Library cannot register its own unmount-after-each.
afterEach(() => cleanup());
