/**
 * Takes phone-sized screenshots of the main screens, to look at what a person sees:
 *   npm run build && npx tsx apps/web/e2e/screenshots.ts [output-folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import { addNotifications, addTasks, insertPost } from '@kizuki/server/test/fixtures';
import { openBrowser, settle, signInAs } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import { TERMS_START } from './support/session.ts';

const outDir = path.resolve(process.argv[2] ?? 'screenshots');
fs.mkdirSync(outDir, { recursive: true });

const server = await startTestServer();
const session = await openBrowser();
const { page } = session;
const shot = async (name: string) => {
  await settle(page);
  await page.screenshot({ path: path.join(outDir, `${name}.png`) });
  console.log(path.join(outDir, `${name}.png`));
};

try {
  await page.goto(server.url);
  await page.waitForURL(/\/interaction\//);
  await shot('01-sign-in');
  await signInAs(page, 'mr@cimgibu.example.com');
  await page.getByRole('dialog').waitFor();
  await shot('02-terms');
  await page.getByRole('dialog').getByRole('checkbox').nth(0).check();
  await page.getByRole('dialog').getByRole('checkbox').nth(1).check();
  await page.getByRole('dialog').getByRole('button', { name: TERMS_START }).click();
  await page.getByRole('navigation').waitFor();
  await page.locator('article[data-post-id]').first().waitFor();
  await shot('03-home');
  await page.locator('article[data-post-id]').nth(1).click();
  await page.locator('[data-counter="likes"]').waitFor();
  await page.locator('[data-reply-id], #replies-title').first().waitFor();
  await shot('11-post-detail');
  await page.goto(`${server.url}/posts?view=mine`);
  await page.locator('article[data-post-id]').first().waitFor();
  await shot('12-my-posts');
  await page.goto(`${server.url}/comments`);
  await page.locator('article[data-post-id]').first().waitFor();
  await shot('13-comments');
  // A stale link (another unit's post): "not found" inside the app, with the navigation.
  const otherUnitPost = await insertPost(server.database.db, 'rm@cimjobu.example.com', 'published');
  await page.goto(`${server.url}/posts/${otherUnitPost.id}`);
  await page.getByRole('heading', { name: '投稿が見つかりません' }).waitFor();
  await shot('16-not-found');
  await page.goto(server.url);
  await page.getByRole('button', { name: /^絞り込み/ }).click();
  await page.getByRole('combobox').first().waitFor();
  await shot('14-filters');
  await page.getByRole('button', { name: '閉じる' }).click();
  await page.getByRole('link', { name: 'プロフィール' }).click();
  await page.getByText('mr@cimgibu.example.com').waitFor();
  await shot('04-profile');
  await page.getByRole('link', { name: 'タスク' }).click();
  await page.waitForURL(/\/tasks$/);
  await shot('05-tasks');
  await page.goto(`${server.url}/error?code=userNotFound`);
  await page.getByRole('heading').waitFor();
  await shot('06-error');
  await addNotifications(server.database.db, 'mr@cimgibu.example.com', 120);
  await addTasks(server.database.db, 'mr@cimgibu.example.com', [
    { dueOn: '2099-01-01' },
    { dueOn: '2099-01-02' },
  ]);
  await page.goto(server.url);
  await page.getByRole('button', { name: '投稿する' }).click();
  await page.getByRole('radio').first().waitFor();
  await shot('09-wizard-step');
  for (let step = 0; step < 9; step++) {
    await page.getByRole('radio').first().waitFor();
    await page.getByRole('radio').first().click();
  }
  await page.getByLabel('本文').fill('他社MRが新しい患者向け冊子を配布していた。');
  await shot('10-wizard-confirm');
  await page.getByRole('button', { name: '閉じる' }).click();
  await page.goto(`${server.url}/profile`);
  await page.getByRole('switch').first().check();
  await page.getByRole('status').waitFor();
  await shot('07-profile-dark-toast');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('status').first().waitFor({ state: 'detached' });
  await page.goto(`${server.url}/`);
  await page.locator('.MuiBadge-badge').first().waitFor();
  await page.locator('article[data-post-id]').first().waitFor();
  await shot('08-home-dark-english-badges');
  await page.locator('article[data-post-id]').first().click();
  await page.locator('[data-counter="likes"]').waitFor();
  await shot('15-post-detail-dark-english');
  // English, dark: the screens that carry badges, unread marks, chips and the quoted post.
  await page.goto(`${server.url}/notifications`);
  await page.locator('[data-notification-id]').first().waitFor();
  await shot('17-notices-dark-english');
  await page.goto(`${server.url}/tasks`);
  await page.locator('main a[href^="/tasks/"]').first().click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('main article, main [data-open-content]').first().waitFor();
  await shot('18-task-detail-dark-english');
  await page.goto(server.url);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('dialog');
  for (const index of [0, 1]) {
    await filters.getByRole('combobox', { name: 'Disease area' }).click();
    await page.getByRole('option').nth(index).click();
  }
  await filters.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('list', { name: 'Filters in use' }).waitFor();
  await page.locator('article[data-post-id]').first().waitFor();
  await shot('19-filter-chips-dark-english');
  await page.locator('article[data-post-id]').first().click();
  await page.getByRole('button', { name: 'Quote', exact: true }).first().click();
  await page.getByTestId('quoted-post-summary').waitFor();
  await page.getByRole('radio', { checked: true }).first().waitFor();
  await shot('20-quote-wizard-dark-english');
} finally {
  await session.close();
  await server.stop();
}
