/** The shape of a Japanese string table with string values: another language's type. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
