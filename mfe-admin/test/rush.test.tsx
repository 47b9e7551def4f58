import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { admin, day, renderAdmin } from './render-page.js';

const section = (name: string) => screen.findByRole('region', { name });

describe('the autumn rush forms', () => {
  it('a rush day: a refusal stays under the form; saved, it says so and is listed', async () => {
    const view = renderAdmin({ user: admin });
    const days = await section('Rush days');

    await view.user.click(within(days).getByRole('button', { name: 'Save rush day' }));
    expect(await within(days).findByRole('alert')).toBeVisible();
    expect(view.sent('PUT', '/api/admin/rush-days')).toHaveLength(1);

    const location = within(days).getByRole('combobox', { name: /^Location of the rush day/ });
    await view.user.selectOptions(location, within(location).getAllByRole('option')[1]!);
    fireEvent.change(within(days).getByLabelText(/^Date of the rush day/), { target: { value: day(3) } });
    await view.user.click(within(days).getByRole('button', { name: 'Save rush day' }));

    expect(await screen.findByText('Rush day saved: its extra times are now offered')).toBeVisible();
    expect(within(days).queryByRole('alert')).not.toBeInTheDocument();
    const list = await within(days).findByRole('list', { name: 'Rush days ahead' });
    expect(list).toHaveTextContent('2 extra bays');
  });

  it('a season window: created, it says so and shows its invitation batch form, held while no one is left to invite', async () => {
    const view = renderAdmin({ user: admin });
    const seasons = await section('Season windows and invitations');

    await view.user.type(within(seasons).getByRole('textbox', { name: /^Name/ }), 'Autumn change');
    fireEvent.change(within(seasons).getByLabelText(/^First day/), { target: { value: day(2) } });
    fireEvent.change(within(seasons).getByLabelText(/^Last day/), { target: { value: day(9) } });
    await view.user.click(within(seasons).getByRole('button', { name: 'Create season window' }));

    expect(await screen.findByText('Season window created')).toBeVisible();
    const season = await within(seasons).findByRole('article', { name: 'Autumn change' });
    const batch = within(season).getByRole('form', { name: 'Next invitation batch of Autumn change' });
    expect(within(batch).getByRole('button', { name: 'Send the next batch' })).toBeDisabled();
  });
});
