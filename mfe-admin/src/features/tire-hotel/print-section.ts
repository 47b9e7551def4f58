/**
 * Prints one part of the page (a set's labels, a day's pick list): the body is marked with the
 * part's name while the print dialog is open, and the print stylesheet shows only that part.
 */
export function printSection(name: 'labels' | 'pick-list') {
  const mark = `printing-${name}`;
  document.body.classList.add(mark);
  const done = () => {
    document.body.classList.remove(mark);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
