import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jaScreens } from './support/strings.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle, showInScheme } from './support/browser.ts';
import { signedInPeople } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const ADMIN = 'hq@cimgibu.example.com';
const s = jaScreens.admin;

/** The admin's lists on a phone (issue 39): nothing cut, nothing out of reach. */
describe('admin lists at 390 px', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  const people = signedInPeople(browsers, () => server.url);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  it('labels the new person’s e-mail in full, with what it is for below it', async () => {
    const admin = await people.open(ADMIN, { path: '/admin' });
    await admin.getByRole('button', { name: s.people.add }).click();
    const dialog = admin.getByRole('dialog', { name: s.people.newTitle });
    const email = dialog.getByRole('textbox', { name: s.people.email });
    await email.waitFor();
    const label = dialog.locator('label', { hasText: s.people.email });
    // Not cut with an ellipsis ("メールアドレス（サインインに…").
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    await dialog.getByText(s.people.emailHelp).waitFor();
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await showInScheme(admin, 'dark');
    expect(await seriousAxeViolations(admin)).toEqual([]);
  });
});
