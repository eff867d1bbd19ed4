/** A document write's answer: the message, then the document's number, its new version and `T`'s keys. */
export type Written<T = object> = [string, { docnumbr: string; version: number } & T];
