import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { keepOnlyVisibilityStyles } from './visibilityStylesOnly';
import { providePageListActions } from '../src/lists/listActions';
import { pageListActions } from '../src/pages/pageListActions';

// The pages' list actions, as the list page's chunk hands them to the engine when it loads (pages/menuPages.ts).
providePageListActions(pageListActions);

// antd renders asynchronously; on a loaded two-core machine one second is not always enough for it to settle.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs antd's responsive helpers read.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom does not implement.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) =>
  originalGetComputedStyle(element, pseudo ? undefined : pseudo);

// Role queries and user-event read only whether elements are shown; jsdom matched all of antd's rules to answer.
afterAll(keepOnlyVisibilityStyles());

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
