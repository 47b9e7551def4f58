import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { toast } from '@tire/platform';
import { renderShell, stubApi } from './render-shell.js';

describe('toasts', () => {
  it('shows a toast raised by any part of the page, one at a time', async () => {
    stubApi();
    renderShell('/');
    act(() => {
      toast({ title: 'Varaus luotu', description: 'Seurantakoodi TIRE-7K3QZP' });
    });
    expect(await screen.findByText('Varaus luotu')).toBeTruthy();
    act(() => {
      toast({ title: 'Toinen ilmoitus' });
    });
    expect(await screen.findByText('Toinen ilmoitus')).toBeTruthy();
    expect(screen.queryByText('Varaus luotu')).toBeNull();
  });
});
