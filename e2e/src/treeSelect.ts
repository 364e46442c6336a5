import type { Locator, Page } from 'playwright-core';

const openTreeDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/**
 * Chooses a node of an antd TreeSelect whose levels load when opened: opens the box, expands each ancestor by its
 * switcher (waiting for its children to load), then clicks the last node, and waits until the box shows it.
 */
export async function chooseTreePath(page: Page, field: Locator, path: readonly string[]): Promise<void> {
  await field.click();
  const dropdown = openTreeDropdown(page);
  const node = (title: string) =>
    dropdown.locator('.ant-select-tree-treenode', { has: page.locator(`[title="${title}"]`) }).first();
  for (const [index, title] of path.entries()) {
    if (index === path.length - 1) {
      await node(title).locator(`[title="${title}"]`).click();
      break;
    }
    await node(title).locator('.ant-select-tree-switcher').click();
    await node(path[index + 1] ?? '').waitFor({ timeout: 15_000 });
  }
  await field
    .locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .getByTitle(path.at(-1) ?? '')
    .waitFor({ timeout: 5_000 });
}
