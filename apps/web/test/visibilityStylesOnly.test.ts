import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';

// test/setup.ts has already called keepOnlyVisibilityStyles() for this document.

function ruleTexts(style: HTMLStyleElement): string[] {
  const texts: string[] = [];
  const walk = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) texts.push(rule.selectorText);
      else if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
    }
  };
  walk(style.sheet!.cssRules);
  return texts;
}

const css = `
  .gone { display: none; }
  .ghost { visibility: hidden; color: red; }
  .inert { pointer-events: none; }
  .painted { color: blue; margin: 4px; }
  @media screen { .narrow { display: none; } .padded { padding: 2px; } }
  @media print { .ink { color: black; } }
  @keyframes fade { from { opacity: 0; } to { opacity: 1; } }
  .shown.gone { display: block; }
`;

describe('the stylesheets of the test document', () => {
  it('keep only the rules setting display, visibility or pointer-events, in their order', async () => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.appendChild(style);
    await waitFor(() => expect(ruleTexts(style)).toEqual(['.gone', '.ghost', '.inert', '.narrow', '.shown.gone']));
    // Four rules and the screen's @media group: the print group, emptied, and @keyframes are gone.
    expect(style.sheet!.cssRules.length).toBe(5);
    style.remove();
  });

  it('answer the visibility checks as the full sheet does', async () => {
    const style = document.createElement('style');
    document.head.appendChild(style);
    style.textContent = css;
    await waitFor(() => expect(ruleTexts(style)).not.toContain('.painted'));
    const element = (className: string) => {
      const node = document.createElement('div');
      node.className = className;
      document.body.appendChild(node);
      return node;
    };
    expect(getComputedStyle(element('gone')).display).toBe('none');
    expect(getComputedStyle(element('shown gone')).display, 'a later rule still overrides').toBe('block');
    expect(getComputedStyle(element('ghost')).visibility).toBe('hidden');
    expect(getComputedStyle(element('inert')).pointerEvents).toBe('none');
    expect(getComputedStyle(element('narrow')).display).toBe('none');
    expect(getComputedStyle(element('painted')).display).toBe('block');
    style.remove();
    document.body.replaceChildren();
  });
});
