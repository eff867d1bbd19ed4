/**
 * The names a store document's PDF is printed with: the storekeeper by name, the main store and one
 * item in both languages.
 */
import { namesByCode } from '../../web/src/kit/names.ts';

export const storeNames = (item: { sparepart: string; sparenam: string; sparenamar: string }) => ({
  people: { storekeeper: { en: 'Yousef Al-Store', ar: 'يوسف المخزن' } },
  names: {
    stores: namesByCode('stores', [
      { storecode: 'MAIN', storenam: 'Main Store', storenamar: 'المخزن الرئيسي' },
    ]),
    items: namesByCode('items', [item]),
  },
});
