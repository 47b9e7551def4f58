// The msw server of this file's tests: @tire/mocks/testing's (test/setup.ts runs its lifecycle).
export { server } from '@tire/mocks/testing';
