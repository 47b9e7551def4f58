import '@testing-library/jest-dom/vitest';
import { setUpMockServer } from '@tire/mocks/testing';

setUpMockServer();
