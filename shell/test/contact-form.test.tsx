import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES } from '@tire/contracts';
import { errorMessages } from '@tire/platform';
import { en } from '../src/i18n/messages.en.js';
import { fi } from '../src/i18n/messages.fi.js';
import { renderShell, stubApi } from './render-shell.js';

/** A form control by the start of its label (the label may carry a required marker). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const findField = (label: string) => screen.findByLabelText(new RegExp(`^${label}`));

const contactPosts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/api/contact') && init?.method === 'POST');

async function fillIn(messages: typeof en, values: { name: string; email: string; phone: string; message: string }) {
  const user = userEvent.setup();
  await user.type(await findField(messages['contact.form.name']), values.name);
  await user.type(field(messages['contact.form.email']), values.email);
  await user.type(field(messages['contact.form.phone']), values.phone);
  await user.type(field(messages['contact.form.message']), values.message);
  return user;
}

const valid = { name: 'Maija Meikäläinen', email: 'maija@example.fi', phone: '040 123 4567', message: 'Onko teillä talvirenkaita 16 tuuman vanteille?' };

describe('the contact page', () => {
  it('shows the contact details and each location’s opening hours from the service locations', async () => {
    stubApi();
    renderShell('/contact');
    const hours = (await screen.findByRole('heading', { name: fi['contact.hours.title'] })).closest('section')!;
    expect(await within(hours).findByText('Helsinki')).toBeTruthy();
    expect(within(hours).getByText('Vantaa')).toBeTruthy();
    expect(within(hours).getByText('Tikkurilantie 10, 01300 Vantaa')).toBeTruthy();
    expect(within(hours).getAllByText('16.00–20.00')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'info@rengaspalvelu.example' }).length).toBeGreaterThan(0);
  });
});

describe('the contact form', () => {
  it('names every empty field with the spec’s rule in Finnish, announced, and sends nothing', async () => {
    const fetchMock = stubApi();
    renderShell('/contact');
    await userEvent.click(await screen.findByRole('button', { name: fi['contact.form.send'] }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      errorMessages.fi['error.field.nameRequired'],
      errorMessages.fi['error.contact.email'],
      errorMessages.fi['error.field.phoneRequired'],
      errorMessages.fi['error.contact.message'],
    ]);
    const name = field(fi['contact.form.name']);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')).toBe(alerts[0]!.id);
    expect(contactPosts(fetchMock)).toHaveLength(0);
  });

  it('refuses a message under 10 characters with the spec’s English text', async () => {
    localStorage.setItem('language', 'en');
    const fetchMock = stubApi();
    renderShell('/contact');
    const user = await fillIn(en, { ...valid, message: 'Hello!' });
    await user.click(screen.getByRole('button', { name: en['contact.form.send'] }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.message);
    expect(contactPosts(fetchMock)).toHaveLength(0);
  });

  it('sends a valid message, empties the form and says the message was sent', async () => {
    const fetchMock = stubApi();
    renderShell('/contact');
    const user = await fillIn(fi, valid);
    await user.click(screen.getByRole('button', { name: fi['contact.form.send'] }));

    expect(await screen.findByText(fi['contact.toast.sent.title'])).toBeTruthy();
    expect(contactPosts(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(contactPosts(fetchMock)[0]![1]!.body))).toEqual(valid);
    await waitFor(() => expect(field(fi['contact.form.message'])).toHaveValue(''));
    expect(field(fi['contact.form.name'])).toHaveValue('');
  });

  it('shows the Error Sending Message toast when the server fails, and keeps what was typed', async () => {
    localStorage.setItem('language', 'en');
    stubApi({ contact: () => Response.json({ message: 'Internal server error' }, { status: 500 }) });
    renderShell('/contact');
    const user = await fillIn(en, valid);
    await user.click(screen.getByRole('button', { name: en['contact.form.send'] }));

    expect(await screen.findByText('Error Sending Message')).toBeTruthy();
    expect(field(en['contact.form.message'])).toHaveValue(valid.message);
  });
});
