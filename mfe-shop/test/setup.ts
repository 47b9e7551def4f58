import '@testing-library/jest-dom/vitest'; // matcher types for this project's tsc; the shared DOM setup loads them at run time too
import { beforeEach } from 'vitest';
import { setUpMockServer } from '@tire/mocks/testing';
import { cartActions } from '../src/features/cart/cart-store.js';

setUpMockServer();
// The cart lives in a module (like a page's memory): each test starts as a fresh page load.
beforeEach(() => cartActions.reload());
