/**
 * Takes phone-sized screenshots of the main screens, to look at what a person sees:
 *   npm run build && npx tsx apps/web/e2e/screenshots.ts [output-folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import { addNotifications, addTasks, insertPost } from '@kizuki/server/test/fixtures';
import type { Page } from 'playwright-core';
import { openBrowser, settle, signInAs, type BrowserSession } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import { TERMS_START } from './support/session.ts';

const outDir = path.resolve(process.argv[2] ?? 'screenshots');
fs.mkdirSync(outDir, { recursive: true });

/**
 * Whether the browser draws Japanese with a font: without one, each character is drawn as the
 * missing glyph (blank or a box) that a character no font has (U+10FFFD, private use) gets.
 */
async function drawsJapanese(of: Page): Promise<boolean> {
  // No named function inside evaluate(): tsx would wrap it in a helper the page does not have.
  const [japanese, missing] = await of.evaluate(() =>
    ['日本', '\u{10FFFD}\u{10FFFD}'].map((text) => {
      const canvas = document.createElement('canvas');
      canvas.width = 80;
      canvas.height = 40;
      const context = canvas.getContext('2d')!;
      context.font = '28px sans-serif';
      context.fillText(text, 0, 30);
      return canvas.toDataURL();
    }),
  );
  return japanese !== missing;
}

const server = await startTestServer();
const session = await openBrowser();
const { page } = session;
if (!(await drawsJapanese(page))) {
  console.warn(
    'Warning: the browser has no Japanese font, so Japanese text is left blank (or boxes) in these ' +
      'screenshots. Install one (Debian: apt-get install fonts-noto-cjk; without root: put ' +
      'NotoSansCJK-Regular.ttc in ~/.local/share/fonts).',
  );
}
const shotOf = async (of: Page, name: string) => {
  await settle(of);
  await of.screenshot({ path: path.join(outDir, `${name}.png`) });
  console.log(path.join(outDir, `${name}.png`));
};
const shot = (name: string) => shotOf(page, name);
const others: BrowserSession[] = [];

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
  await page.getByRole('dialog', { name: '入力した内容を保存しますか？' }).waitFor();
  await shot('10b-wizard-unsaved-work');
  await page.getByRole('button', { name: '保存せずに閉じる' }).click();
  await page.goto(`${server.url}/profile`);
  await page.getByRole('switch').first().check();
  await page.getByRole('status').waitFor();
  await shot('07-profile-dark-toast');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('status').first().waitFor({ state: 'detached' });
  await page.goto(`${server.url}/`);
  await page.locator('[data-badge]').first().waitFor();
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
  // Nothing changed in the quote's composer: it closes without asking.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.locator('#composer-step-title').waitFor({ state: 'detached' });

  // The compliance guard (issue 19), in Japanese and light, then the admin area in English dark.
  const other = async (email: string, settings: object) => {
    const opened = await openBrowser();
    others.push(opened);
    await opened.page.addInitScript(
      (value) => localStorage.setItem('kizuki.settings', value),
      JSON.stringify(settings),
    );
    await opened.page.goto(server.url);
    await signInAs(opened.page, email);
    const dialog = opened.page.getByRole('dialog');
    await Promise.race([dialog.waitFor(), opened.page.getByRole('navigation').waitFor()]);
    if (await dialog.isVisible()) {
      await dialog.getByRole('checkbox').nth(0).check();
      await dialog.getByRole('checkbox').nth(1).check();
      await dialog.getByRole('button', { name: TERMS_START }).click();
    }
    await opened.page.getByRole('navigation').waitFor();
    return opened.page;
  };
  const writer = await other('mr@cimgibu.example.com', { lang: 'ja', theme: 'light' });
  await writer.goto(`${server.url}/?compose=post`);
  for (let step = 0; step < 9; step++) {
    await writer.getByRole('radio').first().waitFor();
    await writer.getByRole('radio').first().click();
  }
  await writer
    .getByLabel('本文')
    .fill(
      '田中先生から、競合品を服用後に発疹が出た患者がいると聞いた。\n他社の説明会の案内も配布されていた。',
    );
  await writer.locator('[data-highlight-layer] mark').first().waitFor();
  await writer.locator('[data-screen-findings]').scrollIntoViewIfNeeded();
  await shotOf(writer, '21-compliance-findings');
  await writer.getByRole('button', { name: '安全性部門に報告' }).click();
  await writer
    .getByRole('dialog', { name: '安全性部門への報告' })
    .getByRole('textbox')
    .first()
    .waitFor();
  await shotOf(writer, '22-safety-case-form');
  await writer.getByRole('button', { name: '報告する', exact: true }).click();
  await writer.getByText('安全性部門に報告済み', { exact: true }).waitFor();
  const safety = await other('safety@cimgibu.example.com', { lang: 'ja', theme: 'light' });
  await safety.goto(`${server.url}/tasks`);
  await safety.locator('main a[href^="/tasks/"]').first().click();
  await safety.locator('[data-safety-case]').waitFor();
  await shotOf(safety, '23-safety-case-task');
  const reported = await insertPost(server.database.db, 'mr@cimgibu.example.com', 'published', {
    body: '渋谷の竹内クリニック 03-5555-0199 で、他社の新しい説明資材が配られていた。',
  });
  const reader = await other('rm@cimgibu.example.com', { lang: 'ja', theme: 'light' });
  await reader.goto(`${server.url}/posts/${reported.id}`);
  await reader.getByRole('button', { name: 'その他の操作', exact: true }).click();
  await reader.getByRole('menuitem', { name: '通報' }).click();
  await reader.getByRole('radio', { name: '個人・施設を特定できる情報がある' }).check();
  await reader
    .getByRole('textbox', { name: 'コメント' })
    .fill('電話番号と施設名が書かれています。');
  await shotOf(reader, '24-report-dialog');
  await reader.getByRole('button', { name: '通報する', exact: true }).click();
  await reader.getByRole('status').waitFor();
  const admin = await other('hq@cimgibu.example.com', { lang: 'ja', theme: 'light' });
  await admin.goto(`${server.url}/tasks?type=report`);
  await admin.locator('main a[href^="/tasks/"]').first().click();
  await admin.locator('[data-report]').waitFor();
  await shotOf(admin, '25-report-task');
  await admin.getByRole('button', { name: '記述を削除（墨消し）' }).click();
  await admin.getByLabel('削除する記述').fill('竹内クリニック 03-5555-0199');
  await admin.getByLabel('理由').fill('医療機関と連絡先を含むため。');
  await shotOf(admin, '26-redact-dialog');
  const desk = await other('hq@cimgibu.example.com', { lang: 'en', theme: 'dark' });
  await desk.goto(`${server.url}/admin?section=rules`);
  await desk.locator('[data-rule-id]').first().waitFor();
  await shotOf(desk, '27-admin-rules-dark-english');
  await desk.goto(`${server.url}/admin?section=bench`);
  await desk
    .getByLabel('Sample text')
    .fill('Dr. Sato said the patient had a rash after taking it.');
  await desk.getByRole('button', { name: 'Check', exact: true }).click();
  await desk.locator('[data-bench-findings] li').first().waitFor();
  await shotOf(desk, '28-admin-test-bench-dark-english');

  // Administration (issue 20): the people, a person, the audit trail, the deactivated page.
  await admin.goto(`${server.url}/admin`);
  await admin.locator('[data-person-email]').first().waitFor();
  await shotOf(admin, '29-admin-people');
  await desk.goto(`${server.url}/admin`);
  await desk
    .locator('[data-person-email="mr@cimgibu.example.com"]')
    .getByRole('button')
    .first()
    .click();
  await desk.getByRole('dialog').getByLabel('Role').waitFor();
  await shotOf(desk, '30-admin-person-dark-english');
  await desk.keyboard.press('Escape');
  await desk
    .locator('[data-person-email="rm@cimgibu.example.com"]')
    .getByRole('button', { name: /^Deactivate/ })
    .click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Deactivate', exact: true }).click();
  await desk.getByRole('status').filter({ hasText: 'Deactivated' }).waitFor();
  await admin.goto(`${server.url}/admin?section=audit`);
  await admin.locator('[data-audit-action="user.deactivate"]').waitFor();
  await admin
    .locator('[data-audit-action="user.deactivate"]')
    .getByRole('button', { name: '変更前と変更後を表示' })
    .click();
  await admin.locator('[data-audit-action="user.deactivate"] table').waitFor();
  await shotOf(admin, '31-admin-audit-trail');
  const leaving = await openBrowser();
  others.push(leaving);
  await leaving.page.addInitScript(
    (value) => localStorage.setItem('kizuki.settings', value),
    JSON.stringify({ lang: 'ja', theme: 'dark' }),
  );
  await leaving.page.goto(server.url);
  await signInAs(leaving.page, 'rm@cimgibu.example.com');
  await leaving.page.getByText('管理者によってアカウントが無効にされています。').waitFor();
  await shotOf(leaving.page, '32-deactivated');

  // Administration, second part (issue 20): organizations, master data, files, terms.
  await admin.goto(`${server.url}/admin?section=organizations`);
  await admin.locator('[data-organization-code]').first().waitFor();
  await shotOf(admin, '33-admin-organizations');
  await desk.goto(`${server.url}/admin?section=masterData`);
  await desk.locator('main').getByLabel('Kind of item').click();
  await desk.getByRole('option', { name: 'Competitive product', exact: true }).click();
  const product = desk.locator('[data-master-code]').nth(1);
  await product.getByRole('button', { name: /^Retire/ }).click();
  // Retiring asks first (issue 39).
  await desk
    .getByRole('dialog')
    .getByRole('button', { name: /^Retire/ })
    .click();
  await product.getByText('Retired', { exact: true }).waitFor();
  await shotOf(desk, '34-admin-master-data-dark-english');
  await admin.goto(`${server.url}/admin?section=files`);
  await admin
    .locator('main')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'email,lastName,firstName,role,unit,organizationCode,isAdmin',
          'new.one@cimgibu.example.com,新井,一郎,mr,cimgibu,,false',
          'not-an-address,森,花子,boss,cimgibu,,false',
          'mr@cimjobu.example.com,乗,取,mr,cimgibu,,false',
        ].join('\n'),
      ),
    });
  await admin.getByRole('button', { name: '確認する' }).click();
  await admin.locator('[data-import-report="refused"]').waitFor();
  await shotOf(admin, '35-admin-import-report');
  await desk.goto(`${server.url}/admin?section=terms`);
  await desk.getByLabel('Terms (English)').waitFor();
  await shotOf(desk, '36-admin-terms-dark-english');
} finally {
  for (const opened of others) await opened.close();
  await session.close();
  await server.stop();
}
