/**
 * Issue 39: every button, icon button and clickable chip on the main screens can be hit anywhere
 * in a 44 x 44 px box around its centre (Apple's 44 pt; Android asks 48 dp, which the navigation
 * and list rows meet). A chip may look 32 px tall: its invisible band counts, because the test
 * asks the browser what a tap at each edge of the box would hit.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ja } from '../src/lib/i18n/ja.ts';
import { jaScreens } from './support/strings.ts';
import { settle } from './support/browser.ts';
import { productForTests } from './support/test-server.ts';

/** Approves, and answers inquiries about their own posts: the task tray has type chips. */
const PMO_APPROVER = 'pmo-approver@cimgibu.example.com';
const MR = 'mr@cimgibu.example.com';
const SCREENS = ['/', '/posts', '/tasks', '/notifications', '/profile'];

/** The controls whose 44 px box misses them somewhere: "<what> at <where>", or none. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const HALF = 21; // just inside a 44 px box's edge
    // Every button (MUI's, the first paint's plain ones, tabs) and every clickable chip.
    const selector = 'button, [role="button"], .MuiChip-clickable, .MuiChip-deletable';
    const hits = (element: Element, x: number, y: number) => {
      const found = document.elementFromPoint(x, y);
      return found !== null && (found === element || element.contains(found));
    };
    const misses: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      // Only what a finger can reach now: on screen and not under something else.
      if (y - HALF < 0 || y + HALF > innerHeight || x - HALF < 0 || x + HALF > innerWidth) continue;
      if (!hits(element, x, y)) continue;
      const edges: [number, number][] = [
        [x, y - HALF],
        [x, y + HALF],
        [x - HALF, y],
        [x + HALF, y],
      ];
      if (edges.every(([ex, ey]) => hits(element, ex, ey))) continue;
      const name =
        element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 20);
      misses.push(
        `${element.className.split(' ')[0]} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return misses;
  });
}

describe('tap targets (issue 39)', () => {
  const product = productForTests();

  it('gives every button, icon button and clickable chip a 44 px target', async () => {
    const page = await product.people.open(PMO_APPROVER);
    await page.getByRole('navigation').waitFor();
    const found: Record<string, string[]> = {};
    for (const path of SCREENS) {
      await page.goto(`${product.server.url}${path}`);
      await page.getByRole('navigation').waitFor();
      await page.locator('main h1').waitFor();
      await page.locator('main button').first().waitFor();
      await settle(page);
      if (path === '/') {
        // The timeline toolbar's icons carry their short names (issue 39's polish).
        for (const label of Object.values(ja.lists.toolbar)) {
          expect(await page.locator('main').getByText(label, { exact: true }).isVisible()).toBe(
            true,
          );
        }
      }
      if (path === '/tasks') {
        // The chips are on screen, so that their band is measured too.
        expect(
          await page
            .getByRole('group', { name: jaScreens.tasks.typeFilter })
            .locator('.MuiChip-clickable')
            .count(),
        ).toBe(4);
      }
      const misses = await smallTargets(page);
      if (misses.length) found[path] = misses;
    }
    expect(found).toEqual({});
  });

  it('offers only the task types the person can be given (an MR: inquiries, so no chips)', async () => {
    const approver = await product.people.open(PMO_APPROVER, { path: '/tasks' });
    const chips = approver
      .getByRole('group', { name: jaScreens.tasks.typeFilter })
      .getByRole('button');
    await chips.first().waitFor();
    expect(await chips.allInnerTexts()).toEqual([
      jaScreens.tasks.allTypes,
      jaScreens.tasks.typeNames.approval,
      jaScreens.tasks.typeNames['comment-approval'],
      jaScreens.tasks.typeNames.inquiry,
    ]);

    const mr = await product.people.open(MR, { path: '/tasks' });
    await mr.getByRole('tab', { name: jaScreens.tasks.tabs.active }).waitFor();
    expect(await mr.getByRole('group', { name: jaScreens.tasks.typeFilter }).count()).toBe(0);
  });
});
