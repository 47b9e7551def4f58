import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * The mobile menu's open state: a navigation closes it, and Escape closes it and puts focus back
 * on the button that opened it.
 */
export function useMobileMenu() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    menuButton.current?.focus();
  };
  const toggle = () => setOpen((value) => !value);
  return { open, toggle, menuButton, closeOnEscape };
}
