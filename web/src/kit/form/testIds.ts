/** A namespace as a test id's words: `creditInvoice` is `credit-invoice` (`credit-invoice-lines`). */
export const kebabCase = (name: string) => name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);
