import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from './support/browser.ts';
import { chooseChromium, DEBIAN_CHROMIUM, resolveChromium } from './support/browser-executable.ts';

/**
 * Which Chromium the browser tests drive (issue 24): a machine without root and without Debian's
 * chromium package gets the build that the @sparticuz/chromium npm package carries.
 */
describe('the browser the tests drive', () => {
  const debianInstalled = (file: string) => file === DEBIAN_CHROMIUM;
  const nothingInstalled = () => false;

  it("takes Debian's Chromium when it is installed, else the packaged build", () => {
    expect(chooseChromium({}, debianInstalled)).toBe('debian');
    expect(chooseChromium({}, nothingInstalled)).toBe('packaged');
    expect(chooseChromium({ CHROMIUM_SOURCE: 'auto' }, nothingInstalled)).toBe('packaged');
  });

  it('takes the packaged build when CHROMIUM_SOURCE=packaged, CHROMIUM_PATH before either', () => {
    expect(chooseChromium({ CHROMIUM_SOURCE: 'packaged' }, debianInstalled)).toBe('packaged');
    expect(chooseChromium({ CHROMIUM_PATH: '/opt/chrome' }, nothingInstalled)).toBe(
      'CHROMIUM_PATH',
    );
    expect(() => chooseChromium({ CHROMIUM_SOURCE: 'debian' }, debianInstalled)).toThrow(
      /CHROMIUM_SOURCE must be "auto" or "packaged"/,
    );
  });

  it('starts the packaged build with its own libraries: a Japanese phone in Tokyo', async () => {
    const packaged = await resolveChromium({ CHROMIUM_SOURCE: 'packaged' });
    expect(packaged.source).toBe('packaged');
    expect(packaged.env.LD_LIBRARY_PATH).toMatch(/kizuki-chromium\/[\d.]+\/lib/);
    const browser = await chromium.launch({
      executablePath: packaged.path,
      env: packaged.env,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await browser.newPage({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
      await page.setContent('<p>気づき</p>');
      expect(
        await page.evaluate(() => [
          navigator.language,
          new Date(0).toLocaleString('ja-JP'),
          document.querySelector('p')!.textContent,
        ]),
      ).toEqual(['ja-JP', '1970/1/1 9:00:00', '気づき']);
    } finally {
      await browser.close();
    }
  });
});
