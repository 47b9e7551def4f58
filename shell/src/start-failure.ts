import { PRERENDERED_LANGUAGE_ATTRIBUTE } from './start/prerendered.js';

/**
 * What the page says when the shell's own code or texts could not be fetched at start-up (the
 * network dropped right then): a line and a button that tries again, instead of a white page.
 * Plain DOM, in the language the visitor reads (the page's, or the one stored under `language`):
 * React, the platform and the texts may be what is missing, so none of them is imported.
 */

const TEXTS = {
  fi: { message: 'Sivua ei voitu ladata. Tarkista verkkoyhteys ja yritä uudelleen.', retry: 'Yritä uudelleen' },
  en: { message: 'The page could not be loaded. Please check your connection and try again.', retry: 'Try again' },
};

export function showStartFailure(retry: () => void) {
  const root = document.getElementById('root');
  if (!root) return;
  // The language of the page shown (the server's choice, or the shell's once it started), else the stored one.
  let language: keyof typeof TEXTS = document.documentElement.lang === 'en' ? 'en' : 'fi';
  try {
    if (localStorage.getItem('language') === 'en') language = 'en';
  } catch {
    // storage may be off
  }
  const texts = TEXTS[language];
  const box = document.createElement('div');
  box.className = 'container page empty-state';
  box.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = texts.message;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn--primary';
  button.textContent = texts.retry;
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(message, button);
  // A page the server sent whole stays readable: the notice goes above it (and is gone before the
  // retry hydrates it). Otherwise the notice is the page.
  if (root.hasAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE)) root.prepend(box);
  else root.replaceChildren(box);
}
