import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtureUser } from '@tire/mocks';
import { formatEuro } from '@tire/platform';
import { cartActions } from '../src/features/cart/cart-store.js';
import { renderPage } from './render-page.js';
import { server } from './server.js';

// The platform's requireLogin goes on to /api/login, which jsdom cannot open: count the calls and
// keep the toast, without the navigation.
const loginRequests = vi.hoisted(() => ({ count: 0 }));
vi.mock('@tire/platform', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@tire/platform')>();
  return {
    ...actual,
    requireLogin: () => {
      loginRequests.count += 1;
      const cancel = actual.requireLogin();
      cancel();
      return cancel;
    },
  };
});

const productNames = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const cart = (name = 'Cart') => screen.getByRole('region', { name });
const cartLines = (name = 'Cart') =>
  within(cart(name))
    .queryAllByRole('listitem')
    .map((line) => line.getAttribute('aria-label'));
const addButton = (name: string) => screen.getByRole('button', { name: `Add to cart: ${name}` });
const quantityOf = (name: string) => screen.getByRole('combobox', { name: `Quantity of ${name}` });
/** Adds a single tire (the card offers a set of four first). */
const addOne = async (user: ReturnType<typeof renderPage>['user'], name: string) => {
  await user.selectOptions(quantityOf(name), '1');
  await user.click(addButton(name));
};
/** Where the tires go: the cart's location field (Vantaa – Tikkurila is location 2 of the mocks). */
const chooseLocation = async (user: ReturnType<typeof renderPage>['user'], name = 'Cart', id = '2') => {
  const select = within(cart(name)).getByRole('combobox');
  // The list comes from GET /api/service-locations.
  await within(select).findByRole('option', { name: /Tikkurila/ });
  await user.selectOptions(select, id);
};

describe('the tire shop', () => {
  it('filters by size, brand, type and price of a set of four, in the browser only', async () => {
    const { user, requests } = renderPage('/tire-shop');
    await waitFor(() => expect(productNames()).toHaveLength(5));

    await user.type(screen.getByLabelText('Tire size'), '205/55 R16');
    expect(productNames()).toEqual(['Nokian Hakkapeliitta R5', 'Michelin Primacy 4+']);
    await user.selectOptions(screen.getByLabelText('Brand'), 'Nokian');
    expect(productNames()).toEqual(['Nokian Hakkapeliitta R5']);
    expect(screen.getByText('1 tire')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.selectOptions(screen.getByLabelText('Type'), 'Winter');
    expect(productNames()).toEqual(['Nokian Hakkapeliitta R5', 'Bridgestone Blizzak 6']);

    await user.selectOptions(screen.getByLabelText('Type'), 'All');
    const price = screen.getByLabelText('Price (set of 4)');
    expect(
      within(price)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', '€200–400', '€400–600', '€600–800', 'over €800']);
    // Sets of four: 636.04, 556.04, 676.04, 476.04 and 876.04 euros.
    await user.selectOptions(price, '€600–800');
    expect(productNames()).toEqual(['Nokian Hakkapeliitta R5', 'Continental AllSeasonContact 2']);
    await user.selectOptions(price, '€400–600');
    expect(productNames()).toEqual(['Michelin Primacy 4+', 'Bridgestone Blizzak 6']);
    await user.selectOptions(price, 'over €800');
    expect(productNames()).toEqual(['Nokian Powerproof 1']);
    await user.selectOptions(price, '€200–400');
    expect(productNames()).toEqual([]);
    expect(screen.getByText('No tires match your filters')).toBeVisible();

    const productCalls = requests.filter((request) => request.url.pathname === '/api/tire-products');
    expect(productCalls).toHaveLength(1);
    expect(productCalls[0]!.url.search).toBe('');
  });

  it('shows each tire’s price per tire, rating, reviews and stock, and the shop’s promises', async () => {
    renderPage('/tire-shop');
    const card = await screen.findByRole('article', { name: 'Nokian Hakkapeliitta R5' });
    expect(card).toHaveTextContent('205/55 R16');
    expect(card).toHaveTextContent('Winter');
    expect(within(card).getByTestId('product-price')).toHaveTextContent(formatEuro(159.01));
    expect(card).toHaveTextContent('per tire');
    expect(card).toHaveTextContent('Rated 4.8 out of 5 (212 reviews)');
    expect(card).toHaveTextContent('24 in stock');
    const promises = screen.getByRole('list', { name: 'Why buy from us' });
    expect(promises).toHaveTextContent('Installation');
    expect(promises).toHaveTextContent('Recycling of your old tires');
    expect(promises).toHaveTextContent('2-year warranty');
  });

  it('shows a tire without stock as out of stock and does not let it into the cart', async () => {
    const { user } = renderPage('/tire-shop');
    const card = await screen.findByRole('article', { name: 'Bridgestone Blizzak 6' });
    expect(within(card).getAllByText('Out of stock').length).toBeGreaterThan(0);
    const add = screen.getByRole('button', { name: 'Out of stock: Bridgestone Blizzak 6' });
    expect(add).toBeDisabled();
    await user.click(add);
    expect(cartLines()).toEqual([]);
    expect(within(cart()).getByText('Your cart is empty.')).toBeVisible();
  });

  it('keeps the cart with plus, minus, remove and total across a reload', async () => {
    const first = renderPage('/tire-shop');
    await screen.findByRole('article', { name: 'Nokian Hakkapeliitta R5' });
    await addOne(first.user, 'Nokian Hakkapeliitta R5');
    await addOne(first.user, 'Michelin Primacy 4+');
    await first.user.click(within(cart()).getByRole('button', { name: 'One more Nokian Hakkapeliitta R5' }));
    await first.user.click(within(cart()).getByRole('button', { name: 'One more Nokian Hakkapeliitta R5' }));
    await first.user.click(within(cart()).getByRole('button', { name: 'One less Nokian Hakkapeliitta R5' }));
    expect(cartLines()).toEqual(['Nokian Hakkapeliitta R5', 'Michelin Primacy 4+']);
    // 2 × 159.01 + 139.01
    expect(within(cart()).getByTestId('cart-total')).toHaveTextContent(formatEuro(457.03));
    await first.user.click(within(cart()).getByLabelText(/I want installation/));

    // A reload: a new page over the same browser storage.
    first.unmount();
    act(() => cartActions.reload());
    const second = renderPage('/tire-shop');
    await waitFor(() => expect(cartLines()).toEqual(['Nokian Hakkapeliitta R5', 'Michelin Primacy 4+']));
    const nokian = within(cart()).getByRole('listitem', { name: 'Nokian Hakkapeliitta R5' });
    expect(within(nokian).getByLabelText('Quantity')).toHaveTextContent('2');
    expect(within(cart()).getByTestId('cart-total')).toHaveTextContent(formatEuro(457.03));
    expect(within(cart()).getByLabelText(/I want installation/)).toBeChecked();

    await second.user.click(within(cart()).getByRole('button', { name: 'Remove Michelin Primacy 4+' }));
    expect(cartLines()).toEqual(['Nokian Hakkapeliitta R5']);
    expect(within(cart()).getByTestId('cart-total')).toHaveTextContent(formatEuro(318.02));
  });

  it('offers a set of four by default, and finds a size typed in any common way', async () => {
    const { user } = renderPage('/tire-shop');
    await screen.findByRole('article', { name: 'Nokian Hakkapeliitta R5' });
    expect(quantityOf('Nokian Hakkapeliitta R5')).toHaveValue('4');
    await user.click(addButton('Nokian Hakkapeliitta R5'));
    const nokian = within(cart()).getByRole('listitem', { name: 'Nokian Hakkapeliitta R5' });
    expect(within(nokian).getByLabelText('Quantity')).toHaveTextContent('4');
    expect(within(cart()).getByTestId('cart-total')).toHaveTextContent(formatEuro(636.04));

    const size = screen.getByLabelText('Tire size');
    for (const typed of ['2055516', '205/55r16', ' 205 / 55 R16 ']) {
      await user.clear(size);
      await user.type(size, typed);
      expect(productNames(), typed).toEqual(['Nokian Hakkapeliitta R5', 'Michelin Primacy 4+']);
    }
    await user.clear(size);
    await user.type(size, '225');
    expect(productNames()).toEqual(['Continental AllSeasonContact 2']);
  });

  it('does not add more of a tire than there is in stock', async () => {
    const { user } = renderPage('/tire-shop', {
      products: [
        { id: 9, brand: 'Nokian', model: 'Nordman 8', size: '195/65 R15', type: 'winter', price: '99.01', imageUrl: null, rating: 4, reviewCount: 3, stock: 2 },
      ],
    });
    await screen.findByRole('article', { name: 'Nokian Nordman 8' });
    // Only two left: the card offers two, not a set of four.
    expect(
      within(quantityOf('Nokian Nordman 8'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2']);
    await user.click(addButton('Nokian Nordman 8'));
    expect(within(within(cart()).getByRole('listitem', { name: 'Nokian Nordman 8' })).getByLabelText('Quantity')).toHaveTextContent('2');
    expect(addButton('Nokian Nordman 8')).toBeDisabled();
    expect(within(cart()).getByRole('button', { name: 'One more Nokian Nordman 8' })).toBeDisabled();
  });

  it('asks a guest to log in at checkout and orders nothing', async () => {
    loginRequests.count = 0;
    const { user, sent } = renderPage('/tire-shop');
    await screen.findByRole('article', { name: 'Nokian Hakkapeliitta R5' });
    await user.click(addButton('Nokian Hakkapeliitta R5'));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(loginRequests.count).toBe(1);
    expect(sent('POST', '/api/tire-orders')).toHaveLength(0);
  });

  it('tells a signed-in customer with an empty cart so', async () => {
    const { user, sent } = renderPage('/tire-shop', { user: fixtureUser(), language: 'fi' });
    await screen.findByRole('article', { name: 'Nokian Hakkapeliitta R5' });
    await user.click(screen.getByRole('button', { name: 'Siirry kassalle' }));
    expect(await screen.findByText('Tyhjä ostoskori')).toBeInTheDocument();
    expect(sent('POST', '/api/tire-orders')).toHaveLength(0);
  });

  it('asks where the tires are picked up before placing the order, showing the location’s address', async () => {
    const { user, sent } = renderPage('/tire-shop', { user: fixtureUser() });
    await screen.findByRole('article', { name: 'Nokian Hakkapeliitta R5' });
    await user.click(addButton('Nokian Hakkapeliitta R5'));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    expect(await within(cart()).findByText('Choose where you pick up the tires or have them fitted')).toBeVisible();
    expect(sent('POST', '/api/tire-orders')).toHaveLength(0);
    const select = within(cart()).getByRole('combobox', { name: /Pickup location/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a location…',
      'Helsinki – Kalasatama, Työpajankatu 2, 00580 Helsinki',
      'Vantaa – Tikkurila, Ratatie 11, 01300 Vantaa',
      'Espoo – Leppävaara, Leppävaarankatu 3, 02600 Espoo',
    ]);

    await user.selectOptions(select, '3');
    expect(within(cart()).getByText('Leppävaarankatu 3, 02600 Espoo')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(JSON.parse(sent('POST', '/api/tire-orders')[0]!.body!)).toMatchObject({ locationId: 3 });
    expect(await screen.findByText('Order #1')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Pickup locationEspoo – Leppävaara, Leppävaarankatu 3, 02600 Espoo');
  });

  it('creates a pending order from the cart; with installation it goes on to choose the fitting time (the booking calendar) before the payment', async () => {
    const { user, sent } = renderPage('/tire-shop', { user: fixtureUser() });
    await screen.findByRole('article', { name: 'Nokian Hakkapeliitta R5' });
    await addOne(user, 'Nokian Hakkapeliitta R5');
    await user.click(within(cart()).getByRole('button', { name: 'One more Nokian Hakkapeliitta R5' }));
    await addOne(user, 'Continental AllSeasonContact 2');
    await user.click(within(cart()).getByLabelText(/I want installation/));
    await chooseLocation(user);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    // The fitting page is the booking remote's (/order-fitting?orderId=1): the shop's page is left.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument());
    const [order] = sent('POST', '/api/tire-orders');
    expect(JSON.parse(order!.body!)).toEqual({
      locationId: 2,
      totalAmount: '487.03',
      installationRequested: true,
      status: 'pending',
      lines: [
        { productId: 1, quantity: 2 },
        { productId: 3, quantity: 1 },
      ],
    });
    expect(order!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // The cart became the order.
    expect(localStorage.getItem('tire-shop-cart')).toContain('"lines":[]');
  });

  it('keeps the idempotency key when the same checkout is retried after a failure, so one order is placed', async () => {
    const { user, sent, db } = renderPage('/tire-shop', { user: fixtureUser() });
    let failures = 1;
    server.use(
      http.post('*/api/tire-orders', () => {
        // The answer is lost on the way back (the server may well have placed the order).
        if (failures-- > 0) return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
        return undefined;
      }),
    );
    await screen.findByRole('article', { name: 'Nokian Hakkapeliitta R5' });
    await user.click(addButton('Nokian Hakkapeliitta R5'));
    await chooseLocation(user);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Error creating the order – Please try again in a moment.')).toBeInTheDocument();

    // The toast and the end of the sending state are separate renders: retry once the button is back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();

    const keys = sent('POST', '/api/tire-orders').map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(db.orders).toHaveLength(1);
  });

  it('sends a new idempotency key when the cart changed after a refusal', async () => {
    const { user, sent } = await checkoutRefusedForStock();

    await user.click(within(cart()).getByRole('button', { name: 'One less Continental AllSeasonContact 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();

    const keys = sent('POST', '/api/tire-orders').map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows the server’s message when the last tires were sold meanwhile', async () => {
    await checkoutRefusedForStock();
    expect(screen.getByRole('heading', { level: 1, name: 'Tire shop' })).toBeInTheDocument();
    // The list is read again, so the card shows what is left.
    expect(await within(screen.getByRole('article', { name: 'Continental AllSeasonContact 2' })).findByText('1 in stock')).toBeVisible();
  });

  it('says the order could not be created when the server fails', async () => {
    const { user } = renderPage('/tire-shop', { user: fixtureUser(), language: 'fi' });
    server.use(http.post('*/api/tire-orders', () => new HttpResponse('boom', { status: 500 })));
    await screen.findByRole('article', { name: 'Nokian Hakkapeliitta R5' });
    await user.click(screen.getByRole('button', { name: 'Lisää ostoskoriin: Nokian Hakkapeliitta R5' }));
    await chooseLocation(user, 'Ostoskori');
    await user.click(screen.getByRole('button', { name: 'Siirry kassalle' }));
    expect(await screen.findByText('Virhe tilauksen luomisessa – Yritä uudelleen hetken kuluttua.')).toBeInTheDocument();
    expect(cartLines('Ostoskori')).toEqual(['Nokian Hakkapeliitta R5']);
  });
});

/** Two Continental tires in the cart while only one is left (sold meanwhile): the checkout is refused, saying why. */
async function checkoutRefusedForStock() {
  const view = renderPage('/tire-shop', { user: fixtureUser() });
  const { user, db } = view;
  await screen.findByRole('article', { name: 'Continental AllSeasonContact 2' });
  await user.click(addButton('Continental AllSeasonContact 2'));
  await user.click(within(cart()).getByRole('button', { name: 'One more Continental AllSeasonContact 2' }));
  db.products.find((product) => product.id === 3)!.stock = 1;
  await chooseLocation(user);
  await user.click(screen.getByRole('button', { name: 'Checkout' }));
  expect(await screen.findByText('Not enough tires in stock: Continental AllSeasonContact 2 225/45 R17')).toBeInTheDocument();
  return view;
}
