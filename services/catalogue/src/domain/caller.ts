/** Who is calling, as the BFF tells it in the identity headers. */
export interface Caller {
  userId?: string;
  email?: string;
  language?: string;
}
