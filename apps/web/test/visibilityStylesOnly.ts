/**
 * Keeps, of every stylesheet the page adds (antd's CSS-in-JS writes thousands of rules), only the rules that decide
 * whether an element can be seen or clicked: those setting display, visibility or pointer-events (or `all`, which
 * resets them).
 *
 * Testing Library asks jsdom's getComputedStyle whether each candidate element is hidden (every role query, every
 * accessible name), and user-event asks it whether pointer events reach a target. jsdom answers by matching every
 * rule of every sheet against the element, again after each change to the document. With antd's full sheets that
 * matching was most of a page test's time: the blacklist page's tests took 76 s with them and 21 s without, the
 * whole web suite 708 s and 324 s. The rules kept are exactly those these checks read, in their order, so the answers
 * stay the same.
 */
const decisiveProperties = ['display', 'visibility', 'pointer-events', 'all'];

function decides(rule: CSSRule): boolean {
  if (rule instanceof CSSStyleRule) return decisiveProperties.some((property) => rule.style.getPropertyValue(property));
  // @media, @supports and other groups: pruned inside, kept if anything is left.
  if (rule instanceof CSSGroupingRule) {
    pruneRules(rule);
    return rule.cssRules.length > 0;
  }
  // @keyframes, @font-face and the like never match an element.
  return false;
}

function pruneRules(sheet: CSSStyleSheet | CSSGroupingRule): void {
  for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
    if (!decides(sheet.cssRules[index]!)) sheet.deleteRule(index);
  }
}

function pruneStyleElement(node: Node | null): void {
  if (node instanceof HTMLStyleElement && node.sheet) pruneRules(node.sheet);
}

/**
 * Prunes a style element's sheet when it is added and whenever its text changes (jsdom then parses it again), until
 * the returned function stops it: call it before the test environment goes (its DOM classes go with it, and a style
 * element removed after that would reach the observer without them).
 */
export function keepOnlyVisibilityStyles(): () => void {
  for (const style of document.querySelectorAll('style')) pruneStyleElement(style);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') {
        pruneStyleElement(record.target);
        for (const node of record.addedNodes) {
          pruneStyleElement(node);
          if (node instanceof Element && node.firstElementChild)
            node.querySelectorAll('style').forEach(pruneStyleElement);
        }
      } else if (record.type === 'characterData') {
        pruneStyleElement(record.target.parentNode);
      }
    }
  });
  observer.observe(document, { childList: true, characterData: true, subtree: true });
  return () => observer.disconnect();
}
