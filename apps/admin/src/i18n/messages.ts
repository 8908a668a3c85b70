import type zhHans from './locales/zh-hans';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must fill: the zh-Hans source with each text widened to string. */
export type Messages = Widen<typeof zhHans>;
