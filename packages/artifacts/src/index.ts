/** The artifacts' types, generated from the compiler's schema: types only, so importing them adds nothing to a bundle. */
export type * from './artifacts.gen';
