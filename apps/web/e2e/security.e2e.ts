import { eq } from 'drizzle-orm';
import { masterItems, posts, users } from '@kizuki/server/db/schema';
import { insertPost, validClassification } from '@kizuki/server/test/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAndAccept } from './support/session.ts';
import { productForTests } from './support/test-server.ts';

const MR = 'mr@cimgibu.example.com';
const PMO = 'pmo@cimgibu.example.com';

/**
 * Text an attacker would write into a post, a reply, their name or a master-data label: each tries
 * to run `__xss(name)` by a different road. Rendered, every one must be text and nothing else.
 */
const CORPUS = [
  `<script>__xss('script')</script>`,
  `<img src=x onerror="__xss('img-onerror')">`,
  `<svg onload="__xss('svg-onload')"></svg>`,
  `"><iframe src="javascript:__xss('iframe')"></iframe>`,
  `<a href="javascript:__xss('a-href')">詳細はこちら</a>`,
  `javascript:__xss('bare-url')`,
  `<details open ontoggle="__xss('details')">x</details>`,
  `<style>*{display:none}</style><b onmouseover="__xss('b')">太字</b>`,
  `{{constructor.constructor('__xss("template")')()}}`,
  `<math><mtext><table><mglyph><style><img src=x onerror="__xss('mxss')">`,
];

/**
 * Stored XSS, in Chromium: posts, a reply, a user's name and a master-data label made of the
 * corpus render as inert text. The page records any call of `__xss`, any dialog, and any
 * Content-Security-Policy violation, which would also catch the app's own styles lacking the
 * nonce.
 */
describe('stored markup renders as text, and the Content-Security-Policy holds', () => {
  const product = productForTests();

  async function watch(page: Page) {
    const executed: string[] = [];
    const violations: string[] = [];
    await page.exposeFunction('__xss', (name: string) => executed.push(name));
    await page.exposeFunction('__cspViolation', (what: string) => violations.push(what));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __cspViolation(what: string): void }).__cspViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
        );
      });
    });
    page.on('dialog', (dialog) => {
      executed.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    return { executed, violations };
  }

  it('shows every payload as text in the timeline and the post, running none of it', async () => {
    const db = product.server.database.db;
    const classification = await validClassification(db, 'cimgibu');
    const [mr] = await db.select().from(users).where(eq(users.email, MR));
    await db
      .update(users)
      .set({ lastName: CORPUS[1]!, firstName: CORPUS[0]! })
      .where(eq(users.id, mr!.id));
    await db
      .update(masterItems)
      .set({ nameJa: CORPUS[2]!, nameEn: CORPUS[2]! })
      .where(eq(masterItems.id, classification.categoryId!));
    const stored = [];
    for (const [index, payload] of CORPUS.entries()) {
      stored.push(
        await insertPost(db, MR, 'published', {
          body: `観察${index}: ${payload}`,
          ...classification,
          publishedAt: new Date(Date.now() - index * 1000),
        }),
      );
    }
    const first = stored[0]!;
    await insertPost(db, MR, 'published', {
      kind: 'reply',
      parentId: first.id,
      body: `返信: ${CORPUS[3]}`,
    });
    await db.update(posts).set({ commentCount: 1 }).where(eq(posts.id, first.id));

    const { page } = await product.browsers.open();
    const seen = await watch(page);
    await page.goto(product.server.url);
    await signInAndAccept(page, PMO);

    // The timeline: every payload as the text it is.
    for (const [index, payload] of CORPUS.entries()) {
      await expect
        .poll(() => page.getByText(`観察${index}: ${payload}`, { exact: false }).count())
        .toBeGreaterThan(0);
    }
    // The post, its reply, the author's name and the category label.
    const shell = await page.goto(`${product.server.url}/posts/${first.id}`);
    await page.getByText(`返信: ${CORPUS[3]}`, { exact: false }).first().waitFor();
    await expect
      .poll(() => page.getByText(CORPUS[2]!, { exact: false }).count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText(CORPUS[1]!, { exact: false }).count())
      .toBeGreaterThan(0);

    const injected = await page.evaluate(() => ({
      scripts: [...document.scripts].filter((script) => script.textContent?.includes('__xss'))
        .length,
      handlers: document.querySelectorAll(
        '[onerror],[onload],[ontoggle],[onmouseover],iframe,a[href^="javascript:"]',
      ).length,
    }));
    expect(injected).toEqual({ scripts: 0, handlers: 0 });
    expect(seen.executed).toEqual([]);
    expect(seen.violations).toEqual([]);

    // The shell came with a nonce policy, and MUI's style elements carry the nonce.
    const policy = shell?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => style.nonce),
    );
    expect(styles.length).toBeGreaterThan(0);
    const styleNonce = /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
    expect(new Set(styles)).toEqual(new Set([styleNonce]));
  });

  it('refuses a script the policy does not allow, and reports it', async () => {
    const { page } = await product.browsers.open();
    const seen = await watch(page);
    await page.goto(product.server.url);
    await signInAndAccept(page, PMO);
    // What an injection that got past React would do: an inline script element, without the nonce.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = "__xss('inline')";
      document.body.append(script);
    });
    await expect.poll(() => seen.violations.length).toBeGreaterThan(0);
    expect(seen.violations[0]).toContain('script-src');
    expect(seen.executed).toEqual([]);
  });
});
