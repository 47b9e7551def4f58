import '@testing-library/jest-dom/vitest'; // matcher types for this project's tsc; the shared DOM setup loads them at run time too
import { setUpMockServer } from '@tire/mocks/testing';

setUpMockServer();
