import { createContext, useContext } from 'react';
import type { DocumentMode } from './mode.ts';

/** The mode of the enclosing document form: kit fields read `readOnly` from it. */
export const DocumentFormContext = createContext<DocumentMode>({ status: 'ADD', readOnly: false });

export function useDocumentMode(): DocumentMode {
  return useContext(DocumentFormContext);
}
