import { eq } from 'drizzle-orm';
import { auditLog, users } from '@kizuki/server/db/schema';
import { userIdOf } from '@kizuki/server/test/fixtures';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { settle } from './support/browser.ts';
import { productForTests } from './support/test-server.ts';

const ADMIN = 'hq@cimgibu.example.com';
const PERSON = 'mr@cimgibu.example.com';
// 20:30 UTC on the 9th: 05:30 on the 10th in Tokyo, whatever the phone's time zone.
const AT = new Date('2025-03-09T20:30:00Z');

/**
 * Issue 39: the audit trail read by the admin who reads it. Actions, objects and fields by name in
 * Japanese, times in Tokyo, the action filter a list; an export of a file is an export.
 */
describe('the audit trail reads in the reader’s language', () => {
  const product = productForTests();

  it('names the actions, the objects and the changed fields, in Tokyo time, filtered by a chosen action', async () => {
    const db = product.server.database.db;
    const person = await userIdOf(db, PERSON);
    const [name] = await db
      .select({ lastName: users.lastName, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, person.id));
    const personName = `${name!.lastName} ${name!.firstName}`;
    const row = { unit: 'cimgibu' as const, actorUserId: null, at: AT };
    await db.insert(auditLog).values([
      {
        ...row,
        action: 'user.update',
        objectType: 'user',
        objectId: String(person.id),
        before: { role: 'mr' },
        after: { role: 'rm' },
      },
      {
        ...row,
        action: 'admin.export.users',
        objectType: 'import',
        objectId: 'users',
        before: null,
        after: { lines: 12 },
      },
    ]);

    const admin = await product.people.open(ADMIN, { path: '/admin?section=audit' });
    const main = admin.locator('main');
    await main.getByLabel('開始日').fill('2025-03-10');
    await main.getByLabel('終了日').fill('2025-03-10');
    const entries = main.locator('[data-audit-action]');
    await expect.poll(() => entries.count()).toBe(2);

    // The action filter is a list of the actions by name, not a code to type.
    await main.getByRole('combobox', { name: '操作', exact: true }).click();
    await admin.getByRole('option', { name: 'ユーザー情報の変更', exact: true }).click();
    await expect.poll(() => entries.count()).toBe(1);
    const update = main.locator('[data-audit-action="user.update"]');
    const text = await update.innerText();
    expect(text).toContain('ユーザー情報の変更');
    expect(text).toContain(`ユーザー: ${personName}`);
    expect(text).toContain('2025/03/10 5:30');
    expect(text).not.toContain('user.update');
    expect(text).not.toContain(`ユーザー ${person.id}`);

    // The difference: the field and its values by name.
    await update.getByRole('button', { name: '変更前と変更後を表示' }).click();
    const changed = update.locator('tr[data-changed]');
    await changed.first().waitFor();
    expect(await changed.allInnerTexts()).toEqual([
      expect.stringMatching(/^役割[\s\S]*\sMR\s+RM$/),
    ]);
    expect(await update.getByRole('columnheader').allInnerTexts()).toEqual([
      '項目',
      '変更前',
      '変更後',
    ]);
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);

    // An export of the people's file reads as an export, of that file.
    await main.getByRole('combobox', { name: '操作', exact: true }).click();
    await admin.getByRole('option', { name: 'ファイルの書き出し', exact: true }).click();
    const exported = main.locator('[data-audit-action="admin.export.users"]');
    await exported.waitFor();
    await expect.poll(() => entries.count()).toBe(1);
    const exportText = await exported.innerText();
    expect(exportText).toContain('ファイルの書き出し');
    expect(exportText).toContain('データファイル: ユーザー');
    expect(exportText).not.toMatch(/インポート|取り込み|admin\.export/);
  });
});
