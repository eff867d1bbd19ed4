/**
 * The stock of an item in the voucher's store (`getItemStock?ItemNo&storecode`), read when the line is
 * entered and shown beside it on the types that take stock out (issues, transfers, consignment
 * issues): a warning when the line asks for more than the store holds (the server refuses it, naming
 * the item and what is left).
 */
import { useTranslation } from 'react-i18next';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery } from '../../../../kit/index.ts';
import { storesApi } from '../api.ts';

/** The quantity on hand of `sparepart` in `storecode` (0 when the store never held it). */
export function useItemStock(storecode: string, sparepart: string) {
  const stock = useQuery(
    storecode && sparepart ? `storeVoucher:stock:${storecode}:${sparepart}` : null,
    (signal) => storesApi.itemStock(sparepart, storecode, signal),
  );
  const onHand = stock.data
    ? (stock.data.find((row) => row.storecode === storecode)?.qtyonhand ?? 0)
    : undefined;
  return { onHand, loading: stock.loading, error: stock.error };
}

export function LineStock({
  storecode,
  sparepart,
  qty,
}: {
  storecode: string;
  sparepart: string;
  qty: number;
}) {
  const { t } = useTranslation();
  const { onHand, loading, error } = useItemStock(storecode, sparepart);
  if (!storecode) return <>{t('stores:form.chooseStoreFirst')}</>;
  if (loading) return <StatusIndicator type="loading">{t('kit:loading')}</StatusIndicator>;
  if (error || onHand === undefined)
    return <StatusIndicator type="error">{t('stores:form.stockUnknown')}</StatusIndicator>;
  return (
    <StatusIndicator type={qty > onHand ? 'warning' : 'success'}>
      {t('stores:form.onHand', { qty: onHand })}
    </StatusIndicator>
  );
}
