/**
 * What the page says when the shell's own code or texts could not be fetched at start-up (the
 * network dropped right then): a line and a button that tries again, instead of a white page.
 * Plain DOM, in the language the visitor chose (local storage `language`, as @tire/platform reads
 * it): React, the platform and the texts may be what is missing, so none of them is imported.
 */
const TEXTS = {
  fi: { message: 'Sivua ei voitu ladata. Tarkista verkkoyhteys ja yritä uudelleen.', retry: 'Yritä uudelleen' },
  en: { message: 'The page could not be loaded. Please check your connection and try again.', retry: 'Try again' },
};

export function showStartFailure(retry: () => void) {
  const root = document.getElementById('root');
  if (!root) return;
  let language: keyof typeof TEXTS = 'fi';
  try {
    if (localStorage.getItem('language') === 'en') language = 'en';
  } catch {
    // storage may be off: Finnish, the default
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
  root.replaceChildren(box);
}
