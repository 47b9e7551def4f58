// @vitest-environment jsdom
// axe-core's structural rules are checked in jsdom, whose DOM they were verified against (the
// other component tests run in happy-dom, vitest.dom.ts).
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LANGUAGES } from '@tire/contracts';
import { en } from '../src/i18n/messages.en.js';
import { fi } from '../src/i18n/messages.fi.js';
import { customer, renderShell, stubApi } from './render-shell.js';

/**
 * axe-core on the shell's own pages in jsdom. jsdom does no layout or painting, so axe cannot
 * judge colour contrast here (the rule is switched off; the browser tests run it in Chromium,
 * and the palette in @tire/ui is chosen for WCAG AA). Everything else axe checks structurally
 * (names, labels, landmarks, headings, ARIA, lang) fails the test at serious or critical impact.
 */
async function seriousViolations() {
  const results = await axe.run(document, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

const messagesByLanguage = { fi, en };
const PAGES = [
  { path: '/', ready: 'landing.title' },
  { path: '/about', ready: 'about.title' },
  { path: '/contact', ready: 'contact.form.title' },
  { path: '/privacy-policy', ready: 'privacy.title' },
] as const;

describe('accessibility of the shell’s pages (axe-core, serious and critical findings)', () => {
  for (const language of LANGUAGES) {
    for (const page of PAGES) {
      it(`${page.path} in ${language} has none`, async () => {
        localStorage.setItem('language', language);
        // What bootstrap.tsx does in the browser: the page says which language it is in.
        document.documentElement.lang = language;
        stubApi();
        renderShell(page.path);
        await screen.findByRole('heading', { name: messagesByLanguage[language][page.ready] });
        // Wait for the opening hours from the service locations, so axe sees the finished page.
        await screen.findAllByText(/20[.:]00/);
        expect(await seriousViolations()).toEqual([]);
      });
    }

    it(`the signed-in home in ${language} has none`, async () => {
      localStorage.setItem('language', language);
      document.documentElement.lang = language;
      stubApi({ user: customer, orders: 'fail' });
      renderShell('/');
      await screen.findByText(messagesByLanguage[language]['home.order.unavailable']);
      expect(await seriousViolations()).toEqual([]);
    });
  }

  it('the contact form showing its errors has none', async () => {
    localStorage.setItem('language', 'en');
    document.documentElement.lang = 'en';
    stubApi();
    renderShell('/contact');
    (await screen.findByRole('button', { name: en['contact.form.send'] })).click();
    expect(await screen.findAllByRole('alert')).toHaveLength(4);
    expect(await seriousViolations()).toEqual([]);
  });

  it('notices a serious finding (an unlabelled field), so a passing run means something', async () => {
    stubApi();
    document.documentElement.lang = 'fi';
    renderShell('/about');
    await screen.findByRole('heading', { level: 1, name: fi['about.title'] });
    const input = document.createElement('input');
    screen.getByRole('main').append(input);
    expect((await seriousViolations()).some((finding) => finding.startsWith('label:'))).toBe(true);
  });
});
