import type { AnyApiCall, ResponseInputOf } from '@tire/contracts';

/**
 * What a handler of a contract call returns: the call's answer as its response schema takes it.
 * A call without a response schema (a file, a bare status) writes its own answer and returns nothing.
 */
export type CallAnswer<C extends AnyApiCall> = [ResponseInputOf<C>] extends [undefined] ? void : ResponseInputOf<C>;

/**
 * What a handler may return, as `mountCall` infers it: the call's answer, read-only, so that the
 * answer's literals (`{ ok: true }`, a status) keep their literal types and lists may be tuples.
 */
export type AnswerLike<C extends AnyApiCall> = ReadOnly<CallAnswer<C>>;

/**
 * A handler's answer A, held to its call's: each field the call does not answer, in A or in the
 * objects and lists inside it, must be of type NotInContract, which no value is, so such a field
 * fails to compile. TypeScript refuses unknown fields of a returned object only against a
 * declared return type, which a handler's arrow function does not have; and an answer is sent as
 * it is, so such a field would reach the browser.
 */
export type ExactAnswer<A, C extends AnyApiCall> = A & FieldsBeyond<A, CallAnswer<C>>;

type NotInContract = { readonly 'a field its call does not answer': never };

// Keys and field types across the members of a union (a handler's answers from several returns).
type KeysOf<T> = T extends unknown ? keyof T : never;
type FieldOf<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;
type ItemOf<T> = T extends readonly (infer Item)[] ? Item : never;
type Lists<T> = Extract<T, readonly unknown[]>;
type Records<T> = Exclude<Extract<T, object>, readonly unknown[]>;

type FieldsBeyond<A, Shape> = 0 extends 1 & A
  ? unknown // any (an untyped row): nothing to compare here; the run-time check still is
  : unknown extends Shape
    ? unknown // a field of any value (a loose object's)
    : Exclude<A, object> | ListsBeyond<Lists<A>, Shape> | RecordsBeyond<Records<A>, Shape>;

type ListsBeyond<L, Shape> = [L] extends [never] ? never : readonly FieldsBeyond<ItemOf<L>, ItemOf<Lists<Shape>>>[];

type RecordsBeyond<R, Shape> = [R] extends [never]
  ? never
  : { [K in KeysOf<R>]?: K extends KeysOf<Records<Shape>> ? FieldsBeyond<FieldOf<R, K>, FieldOf<Records<Shape>, K>> : NotInContract };

type ReadOnly<T> = T extends readonly (infer Item)[] ? readonly ReadOnly<Item>[] : T extends object ? { readonly [K in keyof T]: ReadOnly<T[K]> } : T;
