import { parse } from 'csv-parse/sync';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { auditLog, masterItems, organizations, posts, users } from '@kizuki/server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfCheckItems } from '@kizuki/shared/rules';
import { ja } from '../src/lib/i18n/ja.ts';
import { jaScreens } from './support/strings.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle } from './support/browser.ts';
import { signedInPeople, signInAndAccept } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const ADMIN = 'hq@cimgibu.example.com';
const NEW_PERSON = 'new.colleague@cimgibu.example.com';
const s = jaScreens;

describe('administration in the app (issue 20)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  const people = signedInPeople(browsers, () => server.url);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  it('an admin adds a person who signs in, changes their role (their menu follows on the next poll) and deactivates them (their next poll meets the page)', async () => {
    const admin = await people.open(ADMIN, { path: '/profile' });
    await admin.getByRole('link', { name: new RegExp(s.admin.title) }).click();
    await admin.waitForURL('**/admin');
    const main = admin.locator('main');
    await main.locator('[data-person-email]').first().waitFor();
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);

    // Add a person: an MR of the sales office.
    await main.getByRole('button', { name: s.admin.people.add }).click();
    const dialog = admin.getByRole('dialog', { name: s.admin.people.newTitle });
    await dialog.getByLabel(s.admin.people.email).fill(NEW_PERSON);
    await dialog.getByRole('textbox', { name: s.admin.people.lastName, exact: true }).fill('新井');
    await dialog.getByRole('textbox', { name: s.admin.people.firstName, exact: true }).fill('花子');
    await dialog.getByLabel(s.admin.people.organization).click();
    await admin.getByRole('option', { name: '東日本第一営業所' }).click();
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: s.admin.people.create, exact: true }).click();
    await admin.getByRole('status').filter({ hasText: s.admin.people.created }).waitFor();
    const row = main.locator(`[data-person-email="${NEW_PERSON}"]`);
    await row.waitFor();

    // They sign in at once; an MR may post. Their clock is ours, so that a poll is a step away.
    const { page: person } = await browsers.open({ locale: 'ja-JP' });
    await person.clock.install();
    await person.goto(server.url);
    await signInAndAccept(person, NEW_PERSON);
    const compose = person.getByRole('button', { name: ja.composer.compose });
    await compose.waitFor();

    // A role that may not post: the button goes on the next 30-second poll, without a reload.
    await row.getByRole('button').first().click();
    const edit = admin.getByRole('dialog', { name: s.admin.people.editTitle });
    await edit.getByLabel(s.admin.people.role).click();
    await admin.getByRole('option', { name: s.roles.rm, exact: true }).click();
    await edit.getByRole('button', { name: s.admin.people.save, exact: true }).click();
    await admin.getByRole('status').filter({ hasText: s.admin.people.saved }).waitFor();
    await row.getByText(s.roles.rm, { exact: true }).waitFor();
    await person.clock.runFor(30_000);
    await compose.waitFor({ state: 'detached' });

    // Deactivated while signed in: the next poll lands on the page that says so.
    await row
      .getByRole('button', { name: s.admin.people.deactivateOne.replace('{{name}}', '新井 花子') })
      .click();
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: s.admin.people.deactivate, exact: true })
      .click();
    await admin.getByRole('status').filter({ hasText: s.admin.people.deactivatedToast }).waitFor();
    await row.waitFor({ state: 'detached' });
    await person.clock.runFor(30_000);
    await person.getByText(jaScreens.error.userDeactivated).waitFor();
    expect(new URL(person.url()).searchParams.get('code')).toBe('userDeactivated');
    await settle(person);
    expect(await seriousAxeViolations(person)).toEqual([]);

    // The filter "deactivated" finds them; every change is in the audit trail, by the admin.
    await main.getByLabel(s.admin.people.status).click();
    await admin.getByRole('option', { name: s.admin.people.statuses.inactive }).click();
    await row.getByText(s.admin.people.deactivated, { exact: true }).waitFor();
    const [created] = await db().select().from(users).where(eq(users.email, NEW_PERSON));
    const [adminRow] = await db().select().from(users).where(eq(users.email, ADMIN));
    const trail = await db()
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.objectType, 'user'),
          eq(auditLog.objectId, String(created!.id)),
          inArray(auditLog.action, ['user.create', 'user.update', 'user.deactivate']),
        ),
      )
      .orderBy(auditLog.id);
    expect(trail).toEqual([
      { action: 'user.create', actor: adminRow!.id },
      { action: 'user.update', actor: adminRow!.id },
      { action: 'user.deactivate', actor: adminRow!.id },
    ]);

    // The audit trail screen: narrowed to this person, the role change read as a difference.
    await admin.getByRole('tab', { name: s.admin.sections.audit }).click();
    await main.getByLabel(s.admin.audit.objectType, { exact: true }).click();
    await admin.getByRole('option', { name: s.admin.audit.objectTypes.user, exact: true }).click();
    await main.getByLabel(s.admin.audit.objectId).fill(String(created!.id));
    const entries = main.locator('[data-audit-action]');
    await expect
      .poll(() => entries.evaluateAll((rows) => rows.map((row) => row.dataset.auditAction)))
      // Newest first; between them, the person's own acceptance of the terms at their sign-in.
      .toEqual(['user.deactivate', 'user.update', 'user.acceptTerms', 'user.create']);
    const update = main.locator('[data-audit-action="user.update"]');
    await update.getByRole('button', { name: s.admin.audit.details }).click();
    const changed = update.locator('tr[data-changed]');
    expect(await changed.allInnerTexts()).toEqual([
      expect.stringMatching(/^役割\s[\s\S]*\sMR\s+RM$/),
    ]);
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);

    // Exported as CSV with the same filter: the four entries under a header, readable by Excel.
    const download = admin.waitForEvent('download');
    await main.getByRole('button', { name: s.admin.audit.export }).click();
    const file = await (await download).createReadStream();
    let csv = '';
    for await (const chunk of file) csv += String(chunk);
    expect(csv.startsWith('\uFEFFID,日時（日本時間）,')).toBe(true);
    const records: string[][] = parse(csv, { bom: true });
    expect(records).toHaveLength(5);
    expect(records.slice(1).map((record) => record[3])).toEqual([
      'ユーザーの無効化',
      'ユーザー情報の変更',
      '利用規約への同意',
      'ユーザーの追加',
    ]);
  });

  it('retires a product, which leaves the wizard and stays on an old post; a file with one bad line changes nothing', async () => {
    const PRODUCT = 'ヒュミラ（アダリムマブ）';
    const [product] = await db()
      .select({ id: masterItems.id, code: masterItems.code })
      .from(masterItems)
      .where(and(eq(masterItems.unit, 'cimgibu'), eq(masterItems.nameJa, PRODUCT)));
    const [oldPost] = await db()
      .select()
      .from(posts)
      .where(and(eq(posts.competitiveProductId, product!.id), eq(posts.status, 'published')))
      .limit(1);

    const admin = await people.open(ADMIN, { path: '/admin?section=masterData' });
    const main = admin.locator('main');
    await main.getByLabel(s.admin.master.collection).click();
    await admin.getByRole('option', { name: '競合品', exact: true }).click();
    const row = main.locator(`[data-master-code="${product!.code}"]`);
    const retire = row.getByRole('button', {
      name: s.admin.master.retireOne.replace('{{name}}', PRODUCT),
    });
    // It asks first (issue 39: a slip beside the order arrows retired it at once); cancel keeps it.
    await retire.click();
    const ask = admin.getByRole('dialog', {
      name: s.admin.master.retireTitle.replace('{{name}}', PRODUCT),
    });
    await ask.waitFor();
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await ask.getByRole('button', { name: s.post.cancel }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await row.getByText(s.admin.master.retiredChip, { exact: true }).count()).toBe(0);
    await retire.click();
    await ask.getByRole('button', { name: s.admin.master.retireAction }).click();
    await admin.getByRole('status').filter({ hasText: s.admin.master.retired }).waitFor();
    await row.getByText(s.admin.master.retiredChip, { exact: true }).waitFor();
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);

    // An MR's wizard no longer offers it under IBD; the old post still names it.
    const mr = await people.open('mr@cimgibu.example.com');
    await mr.getByRole('button', { name: ja.composer.compose }).click();
    const stepTitle = mr.locator('#composer-step-title');
    await mr.getByRole('radio', { name: 'IBD（炎症性腸疾患）' }).click();
    for (const next of ['職種グループ', '施設区分', '職種', '対象疾患', '薬効分類']) {
      await expect.poll(() => stepTitle.innerText()).toBe(next);
      await mr.getByRole('radio').first().click();
    }
    await expect.poll(() => stepTitle.innerText()).toBe('競合品');
    await mr.getByRole('radio').first().waitFor();
    expect(await mr.getByRole('radio').allInnerTexts()).not.toContain(PRODUCT);
    await mr.goto(`${server.url}/posts/${oldPost!.id}`);
    await mr.locator('main').getByText(PRODUCT).first().waitFor();

    // A draft of the MR's that names it: submitted again as it is, the wizard opens on its step,
    // which says it was retired, rather than a bare refusal.
    const [mrUser] = await db()
      .select()
      .from(users)
      .where(eq(users.email, 'mr@cimgibu.example.com'));
    const classification = {
      occupationGroupId: oldPost!.occupationGroupId,
      workplaceId: oldPost!.workplaceId,
      occupationId: oldPost!.occupationId,
      diseaseGroupId: oldPost!.diseaseGroupId,
      diseaseId: oldPost!.diseaseId,
      productGroupId: oldPost!.productGroupId,
      competitiveProductId: oldPost!.competitiveProductId,
      categoryId: oldPost!.categoryId,
      activityId: oldPost!.activityId,
    };
    const [draft] = await db()
      .insert(posts)
      .values({
        ...classification,
        unit: 'cimgibu',
        kind: 'post',
        authorUserId: mrUser!.id,
        status: 'draft',
        body: '廃止された競合品を選んだままの下書きです。',
        selfCheck: selfCheckItems('post'),
      })
      .returning({ id: posts.id });
    await mr.goto(`${server.url}/posts/${draft!.id}`);
    await mr.getByRole('button', { name: jaScreens.post.submitAgain }).click();
    await expect.poll(() => stepTitle.innerText()).toBe('競合品');
    await mr
      .locator('[data-retired-choice="competitiveProduct"]')
      .getByText(jaScreens.composer.retiredChoice.replace('{{name}}', PRODUCT))
      .waitFor();
    expect(await mr.getByRole('radio').allInnerTexts()).not.toContain(PRODUCT);
    await settle(mr);
    expect(await seriousAxeViolations(mr)).toEqual([]);

    // An organization added and retired on the screen (none of its people to move).
    await admin.goto(`${server.url}/admin?section=organizations`);
    await main.getByRole('button', { name: s.admin.organizations.add }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(s.admin.master.code, { exact: false }).fill('SCREEN-ORG');
    await dialog
      .getByLabel(s.admin.organizations.name, { exact: false })
      .fill('画面で作った営業所');
    await dialog.getByRole('button', { name: s.admin.master.create }).click();
    await admin.getByRole('status').filter({ hasText: s.admin.organizations.added }).waitFor();
    const office = main.locator('[data-organization-code="SCREEN-ORG"]');
    const retireOffice = async () => {
      await office
        .getByRole('button', {
          name: s.admin.organizations.retireOne.replace('{{name}}', '画面で作った営業所'),
        })
        .click();
      await admin
        .getByRole('dialog', {
          name: s.admin.organizations.retireTitle.replace('{{name}}', '画面で作った営業所'),
        })
        .getByRole('button', { name: s.admin.master.retireAction })
        .click();
      await office.getByText(s.admin.master.retiredChip, { exact: true }).waitFor();
    };
    await retireOffice();
    // The undo: the retired one stays in the list, and its button brings it back at once.
    await office
      .getByRole('button', {
        name: s.admin.organizations.reactivateOne.replace('{{name}}', '画面で作った営業所'),
      })
      .click();
    await admin
      .getByRole('status')
      .filter({ hasText: s.admin.organizations.reactivated })
      .waitFor();
    await office
      .getByText(s.admin.master.retiredChip, { exact: true })
      .waitFor({ state: 'detached' });
    await retireOffice();
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    const [created] = await db()
      .select()
      .from(organizations)
      .where(eq(organizations.code, 'SCREEN-ORG'));
    expect(created).toMatchObject({ unit: 'cimgibu', name: '画面で作った営業所', active: false });

    // A file with one line of another unit: the report names it, and nothing changes.
    const before = (await db().select({ n: count() }).from(organizations))[0]!.n;
    await admin.goto(`${server.url}/admin?section=files`);
    await main.getByLabel(s.admin.files.kind).click();
    await admin
      .getByRole('option', { name: s.admin.files.kinds.organizations, exact: true })
      .click();
    await main.locator('input[type="file"]').setInputFiles({
      name: 'offices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'unit,code,name\ncimgibu,E2E-1,画面の営業所\ncimjobu,E2E-2,よその営業所\n',
      ),
    });
    await main.getByText('offices.csv').waitFor();
    await main.getByRole('button', { name: s.admin.files.check }).click();
    const refused = main.locator('[data-import-report="refused"]');
    await refused.getByText(s.admin.files.line.replace('{{line}}', '3')).waitFor();
    // Worded in the screen's language, after the column it is in.
    await refused
      .getByText(`unit：${s.admin.files.problems.otherUnit.replace('{{unit}}', 'cimgibu')}`)
      .waitFor();
    expect(await main.getByRole('button', { name: s.admin.files.apply }).isDisabled()).toBe(true);
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    expect((await db().select({ n: count() }).from(organizations))[0]!.n).toBe(before);
    expect(
      await db().select().from(organizations).where(like(organizations.code, 'E2E-%')),
    ).toEqual([]);

    // The audit trail has the retirement, by the admin.
    await admin.goto(`${server.url}/admin?section=audit`);
    await main.getByLabel(s.admin.audit.objectType, { exact: true }).click();
    await admin
      .getByRole('option', { name: s.admin.audit.objectTypes.masterItem, exact: true })
      .click();
    await main.locator('[data-audit-action="masterItem.update"]').first().waitFor();
  });
});
