/** Joins the truthy class names: cx('btn', primary && 'btn--primary'). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
