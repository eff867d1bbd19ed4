/**
 * A store voucher's PDF as the kit's PDF source (preview dialog and download), read from the type's
 * print call (`get<Name>Print`). The React-PDF renderer is imported inside `render`, on first use.
 */
import type { TFunction } from 'i18next';
import type { StoreVoucherType } from '@fleet/shared/parts/store-vouchers';
import { getSession } from '../../../../auth/session.ts';
import { loadMasterNames } from '../../../../kit/masterNames.ts';
import { peopleNames } from '../../../../kit/people.ts';
import type { PdfSource } from '../../../../kit/pdf/source.ts';
import { storesApi } from '../api.ts';
import { hasVoucherLines, voucherPdfFileName, type VoucherPrint } from './model.ts';

export function voucherPdfSource(
  t: TFunction,
  type: StoreVoucherType,
  docnumbr: string,
): PdfSource<VoucherPrint> {
  return storeDocumentPdfSource(t, docnumbr, () => storesApi.print(type, docnumbr));
}

/** Any store document printed as a voucher (a garage issue voucher reads its own call). */
export function storeDocumentPdfSource(
  t: TFunction,
  docnumbr: string,
  load: () => Promise<VoucherPrint>,
): PdfSource<VoucherPrint> {
  return {
    fileName: voucherPdfFileName(docnumbr),
    title: t('stores:pdf.title', { docnumbr }),
    // Who prepared it by name, the stores' and items' Arabic names beside the codes it keeps.
    load: async () => {
      const print = await load();
      const [people, names] = await Promise.all([
        peopleNames([print.master.cretuser]),
        loadMasterNames(['stores', 'items']),
      ]);
      return { ...print, people, names };
    },
    hasData: hasVoucherLines,
    render: async (print) => {
      const { renderVoucherPdf } = await import('./voucherPdf.tsx');
      return renderVoucherPdf(print, { project: getSession()?.project });
    },
  };
}
