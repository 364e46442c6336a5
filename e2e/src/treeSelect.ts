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
    await expand(node(title), node(path[index + 1] ?? ''));
  }
  await field
    .locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .getByTitle(path.at(-1) ?? '')
    .waitFor({ timeout: 5_000 });
}

/**
 * Opens `parent` until `child` shows. A click that lands while the dropdown still slides in is lost, so a parent that
 * is neither open nor loading after a while is clicked again; an open or loading one is never clicked (that would
 * close it).
 */
async function expand(parent: Locator, child: Locator): Promise<void> {
  const switcher = parent.locator('.ant-select-tree-switcher');
  for (let attempt = 1; ; attempt += 1) {
    const open = /switcher_open/.test((await switcher.getAttribute('class')) ?? '');
    const loading = (await switcher.locator('.anticon-loading').count()) > 0;
    if (!open && !loading) await switcher.click();
    try {
      await child.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}
