/**
 * Full page navigations to the BFF (/api/login starts a sign-in there). Kept behind one object so
 * component tests can watch them: jsdom cannot navigate, and its window.location cannot be spied on.
 */
export const serverNavigation = {
  go(path: string) {
    window.location.assign(path);
  },
};
